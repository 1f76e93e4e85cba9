import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
- Each question is a button inside a heading (\`headingLevel\`, \`h3\` by default) with \`aria-expanded\` and \`aria-controls\` pointing at its answer, which follows it in reading order. Answers are not landmark regions (the pattern makes that optional, and a region per answer crowds the landmark list).
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
    const answer = canvasElement.ownerDocument.getElementById(
      question.getAttribute('aria-controls') ?? '',
    );
    await expect(answer).toHaveTextContent('month-to-month');
    await waitFor(() => expect(answer).toBeVisible());
    await expect(canvas.queryByRole('region')).toBeNull();
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
