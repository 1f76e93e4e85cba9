import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Box from '@mui/material/Box';
import { BrandColours, FocusStyle, PaletteTable, SpacingScale, TypeScale } from './Foundations';

const meta = {
  title: 'Foundations',
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Box sx={{ p: 3 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const LightPalette: Story = {
  render: () => <PaletteTable mode="light" />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', {
      name: 'Text and background pairs, light scheme',
    });
    // Every pair of the light scheme is at least AA: no row says "Fails".
    await expect(within(table).queryByText('Fails AA')).not.toBeInTheDocument();
    await expect(within(table).getAllByText('#0f172a', { selector: 'td' }).length).toBeGreaterThan(
      0,
    );
  },
};

export const DarkPalette: Story = {
  render: () => <PaletteTable mode="dark" />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', {
      name: 'Text and background pairs, dark scheme',
    });
    await expect(within(table).queryByText('Fails AA')).not.toBeInTheDocument();
  },
};

export const Brand: Story = { render: () => <BrandColours /> };
export const Typography: Story = { render: () => <TypeScale /> };
export const Spacing: Story = { render: () => <SpacingScale /> };
export const Focus: Story = { render: () => <FocusStyle /> };
