import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import EditNoteIcon from '@mui/icons-material/EditNote';
import HubIcon from '@mui/icons-material/Hub';
import GroupsIcon from '@mui/icons-material/Groups';
import { TabBar, type TabBarTab } from '../../src/design-system';

/** A TabBar that keeps its own choice, as the editor and the tool do. */
function Chosen<T extends string>({
  label,
  tabs,
  underlined,
}: {
  label: string;
  tabs: TabBarTab<T>[];
  underlined?: boolean;
}) {
  const [value, setValue] = useState<T>(tabs[0].value);
  return (
    <TabBar label={label} tabs={tabs} value={value} onChange={setValue} underlined={underlined} />
  );
}

const meta = {
  title: 'Design system/TabBar',
  component: Chosen,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `A row of tabs over the panels they show: the post editor's Write and Preview, NeuroSlice's sections.

### When to use
- To switch between views of one thing on one screen, each view a \`tabpanel\` labelled by its tab.

### When not to use
- To go to another page: use a link (the admin's navigation).

### Accessibility
- WAI-ARIA's tabs pattern: a named \`tablist\`; only the chosen tab is in the Tab order.
- The arrow keys, Home and End move the focus among the tabs that are not disabled; Enter, Space or a click chooses one.
- On a narrow screen the row scrolls sideways, and a focused tab scrolls into view.`,
      },
    },
  },
  args: {
    label: 'Editor view',
    underlined: true,
    tabs: [
      { value: 'write', label: 'Write', id: 'story-tab-write' },
      { value: 'preview', label: 'Preview', id: 'story-tab-preview' },
    ],
  },
} satisfies Meta<typeof Chosen<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WriteAndPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(canvas.getByRole('tab', { name: 'Preview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithIconsAndADisabledTab: Story = {
  args: {
    label: 'NeuroSlice sections',
    underlined: false,
    tabs: [
      { value: 'create', label: 'Create', id: 'story-tab-create', icon: <EditNoteIcon /> },
      { value: 'map', label: 'Neural Map', id: 'story-tab-map', icon: <HubIcon />, disabled: true },
      { value: 'personas', label: 'Personas', id: 'story-tab-personas', icon: <GroupsIcon /> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Create' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    // The disabled Neural Map is passed over; the focus moves, the choice does not.
    await expect(canvas.getByRole('tab', { name: 'Personas' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Create' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
