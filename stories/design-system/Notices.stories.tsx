import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Stack from '@mui/material/Stack';
import { Button, notify, type NoticeVariant } from '../../src/design-system';

function NoticeDemo({
  variant,
  title,
  description,
}: {
  variant: NoticeVariant;
  title: string;
  description: string;
}) {
  return (
    <Stack direction="row" spacing={2}>
      <Button onClick={() => notify({ title, description, variant })}>Show notice</Button>
      <Button
        variant="outline"
        onClick={() => {
          notify({ title: 'Category Added', variant: 'success' });
          notify({ title: 'Tag Added', variant: 'success' });
        }}
      >
        Show two notices
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'Design system/Notices',
  component: NoticeDemo,
  parameters: { layout: 'padded' },
  args: {
    variant: 'default',
    title: 'Sending to Webhook...',
    description: 'Posting the active node to your webhook.',
  },
} satisfies Meta<typeof NoticeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notice' }));
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    const notice = await within(document.body).findByRole('status');
    await expect(notice).toHaveTextContent(args.title);
  },
};

export const Success: Story = {
  args: {
    variant: 'success',
    title: 'Post Deleted',
    description: 'The post was removed from this browser.',
  },
  play: Default.play,
};

export const Destructive: Story = {
  args: {
    variant: 'destructive',
    title: 'Input Required',
    description: 'Please provide a topic or brain dump to begin.',
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const notice = await within(document.body).findByRole('alert');
    await expect(notice).toHaveTextContent('Please provide a topic or brain dump to begin.');
  },
};

export const Info: Story = {
  args: {
    variant: 'info',
    title: 'Feature Coming Soon!',
    description: 'This feature is not implemented yet.',
  },
  play: Default.play,
};

export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show two notices' }));
    const body = within(document.body);
    await expect(await body.findByText('Category Added')).toBeInTheDocument();
    await expect(body.queryByText('Tag Added')).not.toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Close notice' }));
    await waitFor(() => expect(body.getByText('Tag Added')).toBeInTheDocument());
  },
};

export const DarkDestructive: Story = { ...Destructive, globals: { theme: 'dark' } };
