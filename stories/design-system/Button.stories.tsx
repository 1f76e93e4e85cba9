import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Button, buttonSizes, buttonVariants } from '../../src/design-system';

const meta = {
  title: 'Design system/Button',
  component: Button,
  parameters: { layout: 'padded' },
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

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
