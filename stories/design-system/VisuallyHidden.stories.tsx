import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../src/design-system';

const meta = {
  title: 'Design system/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Text for screen readers only: it is read out but takes no space on screen. \`visuallyHiddenSx\` gives the same styles for an \`sx\` prop.

### When to use
- To finish a name that the visual context makes obvious: "(opens in a new tab)", "Read more *about Tampa SEO*".
- For a label a sighted user does not need, such as a form's hidden heading.

### When not to use
- To hide content from everyone: use \`hidden\` or conditional rendering.
- For an icon-only button: give the button an \`aria-label\` instead.
- To hide text that is focusable: a focused element must be visible.

### Accessibility
- Uses the clip pattern (1px box, overflow hidden), not \`display: none\`, so assistive technology still reads it.`,
      },
    },
  },
  args: { children: ' (opens in a new tab)' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideALink: Story = {
  render: (args) => (
    <Typography>
      Our{' '}
      <Link href="https://www.google.com/maps" target="_blank" rel="noopener noreferrer">
        office on the map
        <VisuallyHidden {...args} />
      </Link>{' '}
      is on Bayshore Boulevard.
    </Typography>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: /^office on the map\s*\(opens in a new tab\)$/,
    });
    const hidden = within(link).getByText('(opens in a new tab)');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
