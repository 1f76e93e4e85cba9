import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { CalendarPanel } from '../../src/features/neuroslice/panels/CalendarPanel';
import type { EntryPostState } from '../../src/features/neuroslice/panels/calendar/CalendarEntry';
import type { CalendarEvent } from '../../src/features/neuroslice/engine';
import { freshPlan } from './plans';

const events = freshPlan.calendar;
const today = new Date(`${events[0].date}T12:00:00`);

/** One entry's post in each state, so every chip shows: Draft, Scheduled, Published. */
const states: Record<string, EntryPostState> = {
  [events[0].id]: 'Draft',
  [events[1].id]: 'Scheduled',
  [events[2].id]: 'Published',
};

const meta = {
  title: 'NeuroSlice/Calendar',
  component: CalendarPanel,
  globals: { theme: 'dark' },
  args: {
    events,
    today,
    onChooseEvent: () => undefined,
    onDownloadIcs: () => undefined,
    onMoveEvent: () => undefined,
    onUndoMove: () => undefined,
    onWriteDraft: () => undefined,
    onWriteMonthDrafts: () => undefined,
    postStateOf: (event: CalendarEvent) => states[event.id],
  },
} satisfies Meta<typeof CalendarPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Entries whose posts are a draft, scheduled and published, and entries with none yet. */
export const PostStates: Story = {
  play: async ({ canvasElement }) => {
    const calendar = within(canvasElement);
    for (const label of ['Draft', 'Scheduled', 'Published'])
      await expect(calendar.getByText(label, { exact: true })).toBeInTheDocument();
    await expect(
      calendar.getByRole('button', { name: `Open draft: ${events[0].title}` }),
    ).toBeInTheDocument();
    await expect(
      calendar.getByRole('button', { name: `Write draft: ${events[3].title}` }),
    ).toBeInTheDocument();
  },
};

export const PostStatesLight: Story = { ...PostStates, globals: { theme: 'light' } };

/** An entry picked up by keyboard, shown lifted on the day two days on, where it would land. */
export const KeyboardPicked: Story = {
  args: { initialPicked: { eventId: events[0].id, target: events[2].date } },
  play: async ({ canvasElement }) => {
    const picked = canvasElement.querySelector(`[data-event-id="${events[0].id}"]`);
    await expect(picked).toHaveAttribute('aria-pressed', 'true');
    await expect(picked?.closest('td')).toHaveAttribute('data-date', events[2].date);
  },
};

export const KeyboardPickedLight: Story = { ...KeyboardPicked, globals: { theme: 'light' } };

/** The middle of an element, where a person's pointer grabs or drops it. */
function middleOf(element: Element) {
  const box = element.getBoundingClientRect();
  return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
}

/**
 * An entry mid-drag by mouse: its copy under the pointer over the day two days on (outlined, where
 * it would land), the entry itself faded in its own day. The button stays down: nothing drops.
 */
export const MouseDragging: Story = {
  // The drag stays in progress for the picture. When the next story takes the page (the stories'
  // run switches in place), Escape cancels it: left running, its listeners took that story's clicks.
  beforeEach: () => () => {
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
  },
  play: async ({ canvasElement }) => {
    const entry = canvasElement.querySelector<HTMLElement>(`[data-event-id="${events[0].id}"]`)!;
    const target = canvasElement.querySelector(`td[data-date="${events[2].date}"]`)!;
    const grab = middleOf(entry);
    fireEvent.mouseDown(entry, { ...grab, button: 0 });
    // Past the sensor's 6 px, so the drag starts; then over the target day.
    fireEvent.mouseMove(document, { ...grab, clientX: grab.clientX + 12 });
    await waitFor(() => expect(entry).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.mouseMove(document, middleOf(target));
    // The copy under the pointer: the title a second time, outside the grid.
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getAllByText(events[0].title)).toHaveLength(
        2,
      ),
    );
    await waitFor(() => expect(getComputedStyle(target).outlineStyle).toBe('solid'));
  },
};

export const MouseDraggingLight: Story = { ...MouseDragging, globals: { theme: 'light' } };
