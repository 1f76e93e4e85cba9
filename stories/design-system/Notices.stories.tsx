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
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Notices (SPEC §4): short messages after an action, from anywhere in the app with \`notify({ title, description, variant })\`. One \`NoticeHost\` per app shows them one at a time, bottom right, each gone after 5 seconds or when closed. The props below are \`notify\`'s input.

### When to use
- To confirm an action that changed data ("Post Deleted"), to report a failure the visitor can act on (\`destructive\`), or to say a feature is not there yet (\`info\`).

### When not to use
- For a field's validation error: show it next to the field.
- For anything the visitor must read or decide: a notice vanishes after 5 seconds; use **ConfirmDialog** or a page.

### Accessibility
- \`default\`, \`success\` and \`info\` are \`role="status"\` (announced politely); \`destructive\` is \`role="alert"\` (announced at once).
- The close button is named "Close notice"; notices never take focus away from the visitor's work.`,
      },
    },
  },
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

/** A double click on Login: the same notice twice shows once, its 5 s restarted by the second. */
export const SameNoticeTwice: Story = {
  args: {
    variant: 'info',
    title: 'Login Attempted',
    description: 'Authentication is not implemented in this demo.',
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show notice' });
    await userEvent.dblClick(button);
    const body = within(document.body);
    await expect(await body.findByText('Login Attempted')).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Close notice' }));
    // Nothing was queued behind it: closing it leaves no second copy.
    await waitFor(() => expect(body.queryByText('Login Attempted')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(body.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const DarkDestructive: Story = {
  ...Destructive,
  globals: { theme: 'dark' },
  // Off the docs page: one scheme per page (docs/ARCHITECTURE.md#plain-controls).
  tags: ['!autodocs'],
};
