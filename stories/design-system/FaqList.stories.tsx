import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FaqList } from '../../src/design-system';
import { sampleFaqs } from './samples';

const meta = {
  title: 'Design system/FaqList',
  component: FaqList,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Questions and answers as an accordion. Pass the same items to \`faqPageJsonLd\` (lib/structuredData) so search engines read what visitors see.

### When to use
- For a page's frequently asked questions, usually inside a **Section** titled "Frequently asked questions".

### When not to use
- For content every visitor needs (prices, terms): do not hide it behind a click.
- For steps of a process: use a list.

### Accessibility
- Each question is a button inside a heading (\`headingLevel\`, \`h3\` by default) with \`aria-expanded\` and \`aria-controls\`; each answer is a \`region\` labelled by its question.
- Enter or Space opens and closes a question; every question is reachable with Tab.
- \`defaultExpanded\` opens one answer on first render, for a question most visitors ask.`,
      },
    },
  },
  args: { items: sampleFaqs },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const question = within(canvasElement).getByRole('button', { name: sampleFaqs[0].question });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpenedByClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('button', { name: sampleFaqs[1].question });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(
      await canvas.findByRole('region', { name: sampleFaqs[1].question }),
    ).toHaveTextContent('month-to-month');
  },
};

export const FirstExpanded: Story = {
  args: { defaultExpanded: 0 },
  play: async ({ canvasElement }) => {
    const question = within(canvasElement).getByRole('button', { name: sampleFaqs[0].question });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Dark: Story = { ...FirstExpanded, globals: { theme: 'dark' } };
