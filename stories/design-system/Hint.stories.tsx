import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Stack from '@mui/material/Stack';
import MicIcon from '@mui/icons-material/Mic';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { Button, Hint } from '../../src/design-system';

const meta = {
  title: 'Design system/Hint',
  component: Hint,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `A short label for an icon button, shown while the pointer rests on it (after a moment) or the keyboard focuses it; Escape hides it. Placed with CSS, without MUI's Tooltip and its positioning library, so a first screen stays light.

### When to use
- Beside an icon-only button whose \`aria-label\` says what it does: the label repeats it for the eye.

### When not to use
- For anything a person must read to use the screen: say it in the page.
- For a button with visible text.

### Accessibility
- The label is \`aria-hidden\`: the button's own \`aria-label\` is its name, so a screen reader does not hear it twice.
- Shown on keyboard focus, not only on hover; Escape hides it (WCAG 1.4.13).`,
      },
    },
  },
  args: { title: 'Dictate', children: null },
} satisfies Meta<typeof Hint>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = (canvas: HTMLElement, text: string) =>
  [...canvas.querySelectorAll<HTMLElement>('.ds-hint-label')].find(
    (el) => el.textContent === text,
  )!;
const shown = (el: HTMLElement) => getComputedStyle(el).opacity === '1';

/** At rest: only the button shows. */
export const AtRest: Story = {
  render: (args) => (
    <Hint {...args}>
      <Button size="icon" variant="outline" aria-label="Voice dictation">
        <MicIcon />
      </Button>
    </Hint>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Voice dictation' })).toBeVisible();
    await expect(shown(label(canvasElement, 'Dictate'))).toBe(false);
  },
};

/** Focused from the keyboard: the label shows below; Escape hides it, focus stays. */
export const KeyboardFocus: Story = {
  render: AtRest.render,
  parameters: { layout: 'centered' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Voice dictation' });
    await expect(button).toHaveFocus();
    await waitFor(() => expect(shown(label(canvasElement, 'Dictate'))).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(shown(label(canvasElement, 'Dictate'))).toBe(false));
    await expect(button).toHaveFocus();
    // Moving on and back shows it again.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await waitFor(() => expect(shown(label(canvasElement, 'Dictate'))).toBe(true));
  },
};

/** The other placements: ending at the button's right edge (a screen's corner), and to the right. */
export const Placements: Story = {
  parameters: { layout: 'centered' },
  render: () => (
    <Stack direction="row" spacing={12} sx={{ alignItems: 'center', pb: 6 }}>
      <Hint title="Switch to light theme" placement="bottom-end">
        <Button size="icon" variant="ghost" aria-label="Switch to light theme">
          <DarkModeIcon />
        </Button>
      </Hint>
      <Hint title="Zoom in" placement="right">
        <Button size="icon" variant="secondary" aria-label="Zoom in">
          <ZoomInIcon />
        </Button>
      </Hint>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const end = label(canvasElement, 'Switch to light theme');
    await waitFor(() => expect(shown(end)).toBe(true));
    const theme = within(canvasElement).getByRole('button', { name: 'Switch to light theme' });
    await expect(Math.round(end.getBoundingClientRect().right)).toBe(
      Math.round(theme.getBoundingClientRect().right),
    );
    await userEvent.tab();
    const right = label(canvasElement, 'Zoom in');
    await waitFor(() => expect(shown(right)).toBe(true));
    const zoom = within(canvasElement).getByRole('button', { name: 'Zoom in' });
    await expect(right.getBoundingClientRect().left).toBeGreaterThan(
      zoom.getBoundingClientRect().right,
    );
  },
};

/** At the window's left edge (a phone's first button): the label moves in, never cut. */
export const AtTheWindowEdge: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Hint title="Upload a file (.txt, .md, .docx)">
      <Button size="icon" variant="outline" aria-label="Upload a file">
        <MicIcon />
      </Button>
    </Hint>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const edge = label(canvasElement, 'Upload a file (.txt, .md, .docx)');
    await waitFor(() => expect(shown(edge)).toBe(true));
    await expect(edge.getBoundingClientRect().left).toBeGreaterThanOrEqual(8);
  },
};
