import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, CtaBand } from '../../src/design-system';

const meta = {
  title: 'Design system/CtaBand',
  component: CtaBand,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The closing call to action of a page: a navy band with a title, a line of text and one or two buttons.

### When to use
- Once, as the last band of a marketing page, to ask for the one next step (a proposal, an audit, a demo).

### When not to use
- Mid-page or more than once a page: the ask loses its weight.
- For a form: link to the contact page instead.

### Accessibility
- Renders a \`section\` named by its title (\`aria-label\`) with the title as an \`h2\`.
- The band is navy in both themes; use \`variant="secondary"\` for the main button and \`onDark\` on outline, ghost and link buttons.
- Text is white and #dbe4f0 on navy (at least 12:1).`,
      },
    },
  },
  args: {
    title: 'Ready for more booked calls?',
    text: 'Get a free Tampa audit of your search, ads and follow-up.',
    actions: (
      <Button to="/contact" variant="secondary" size="lg">
        Get a free audit
      </Button>
    ),
  },
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneAction: Story = {
  play: async ({ canvasElement }) => {
    const band = within(canvasElement).getByRole('region', {
      name: 'Ready for more booked calls?',
    });
    await expect(within(band).getByRole('link', { name: 'Get a free audit' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const TwoActions: Story = {
  args: {
    text: undefined,
    actions: (
      <>
        <Button to="/contact" variant="secondary" size="lg">
          Book a Demo
        </Button>
        <Button href="tel:+18135550147" variant="outline" size="lg" onDark>
          Call (813) 555-0147
        </Button>
      </>
    ),
  },
};

export const Dark: Story = { ...OneAction, globals: { theme: 'dark' } };
