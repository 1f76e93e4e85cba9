import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppThemeProvider, Button } from '../../src/design-system';

const meta = {
  title: 'Design system/AppThemeProvider',
  component: AppThemeProvider,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // The story sets the scheme itself; the toolbar's theme would wrap it in a second provider.
    noticeHost: false,
    docs: {
      description: {
        component: `The brand's MUI theme and CSS baseline for one colour scheme (see **Foundations** for the palette, type scale and spacing it carries).

### When to use
- Once at the root of the app (and of the prerenderer), with the visitor's scheme.
- In a story or test that must show a fixed scheme regardless of the toolbar.

### When not to use
- To restyle one part of a page: use the theme's colours through \`sx\`, or **Section**'s \`tone\`.

### Accessibility
- Every text/background pair of both schemes meets WCAG AA (Foundations lists each ratio).
- It sets one visible focus ring for everything focusable and turns off animation for visitors who ask for reduced motion.`,
      },
    },
  },
  args: { mode: 'light', children: null },
  render: (args) => (
    <AppThemeProvider mode={args.mode}>
      <Paper square sx={{ p: 4 }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h2">Bayshore Signal</Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Secondary text on the {args.mode} scheme's paper.
          </Typography>
          <Stack direction="row" spacing={2}>
            <Button>Get a Proposal</Button>
            <Button variant="outline">See pricing</Button>
          </Stack>
        </Stack>
      </Paper>
    </AppThemeProvider>
  ),
} satisfies Meta<typeof AppThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/light scheme/)).toBeInTheDocument();
  },
};

export const Dark: Story = {
  args: { mode: 'dark' },
  // Off the docs page: one scheme per page (docs/ARCHITECTURE.md#plain-controls).
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/dark scheme/)).toBeInTheDocument();
  },
};
