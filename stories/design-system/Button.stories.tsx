import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Button, buttonSizes, buttonVariants } from '../../src/design-system';

const meta = {
  title: 'Design system/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `The branded button (SPEC §9): six variants, four sizes. It renders a \`button\`, a router link (\`to\`) or an external link (\`href\`), so one component covers every clickable call to action.

### When to use
- \`default\` for the one main action of a view; \`secondary\` for the main action on a navy band; \`outline\` and \`ghost\` for the actions beside it; \`destructive\` only for deleting or discarding; \`link\` for an inline, text-weight action.
- \`to\` for pages of this app, \`href\` for other sites (opens a new tab) and for \`tel:\` / \`mailto:\` (stays in the tab).

### When not to use
- For navigation inside running text: use a plain link.
- More than one \`default\` button in a view: the main action stops standing out.
- Raw MUI buttons in features: they miss the brand variants, the \`onDark\` style and the link handling.

### Accessibility
- \`size="icon"\` needs an \`aria-label\`: an icon alone says nothing to a screen reader.
- On a dark band (hero, call to action) set \`onDark\` on outline, ghost and link buttons so their text is white.
- Every button shows the theme's focus ring (3px, #1d4ed8 light, #fbbf24 dark) on keyboard focus.
- External links get \`rel="noopener noreferrer"\` and open in a new tab; say so in the label where it matters (see **VisuallyHidden**).`,
      },
    },
  },
  args: { children: 'Get a Proposal' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllVariants: Story = {
  render: () => (
    <Stack spacing={2}>
      {buttonVariants.map((variant) => (
        <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography sx={{ width: 100 }}>{variant}</Typography>
          {buttonSizes.map((size) =>
            size === 'icon' ? (
              <Button key={size} variant={variant} size="icon" aria-label={`Add (${variant})`}>
                <AddIcon />
              </Button>
            ) : (
              <Button key={size} variant={variant} size={size}>
                {variant} {size}
              </Button>
            ),
          )}
          <Button variant={variant} disabled>
            disabled
          </Button>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length * 5);
    await expect(canvas.getByRole('button', { name: 'Add (destructive)' })).toBeInTheDocument();
  },
};

export const AsRouterLink: Story = {
  args: { to: '/contact', children: 'Contact' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Contact' });
    await expect(link).toHaveAttribute('href', '/contact');
  },
};

export const AsExternalLink: Story = {
  args: { href: 'https://app.bayshoresignal.example', children: 'App' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'App' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const AsPhoneLink: Story = {
  args: { href: 'tel:+18135550147', children: 'Call (813) 555-0147', variant: 'outline' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Call (813) 555-0147' });
    await expect(link).toHaveAttribute('href', 'tel:+18135550147');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const OnDarkBand: Story = {
  render: () => (
    <Stack direction="row" spacing={2} sx={{ p: 3, bgcolor: '#0b2545' }}>
      <Button variant="secondary">Book a Demo</Button>
      <Button variant="outline" onDark>
        View Pricing
      </Button>
      <Button variant="ghost" onDark>
        Read Case Studies
      </Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const outline = within(canvasElement).getByRole('button', { name: 'View Pricing' });
    await expect(getComputedStyle(outline).color).toBe('rgb(255, 255, 255)');
  },
};

export const Dark: Story = {
  ...AllVariants,
  globals: { theme: 'dark' },
  // Off the docs page: one scheme per page (docs/ARCHITECTURE.md#plain-controls).
  tags: ['!autodocs'],
};
