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
        component: `Questions and answers as native disclosures (\`<details>\` and \`<summary>\`): they open and close with no script, so a public page never hydrates them. Pass the same items to \`faqPageJsonLd\` (lib/structuredData) so search engines read what visitors see.

### When to use
- For a page's frequently asked questions, usually inside a **Section** titled "Frequently asked questions".

### When not to use
- For content every visitor needs (prices, terms): do not hide it behind a click.
- For steps of a process: use a list.

### Accessibility
- Each question is a heading (\`headingLevel\`, \`h3\` by default) inside the disclosure's \`<summary>\`, which screen readers announce as expandable, with its state.
- Enter or Space opens and closes a question; every question is reachable with Tab; the browser's find in page opens the answer that holds the match.
- \`defaultExpanded\` opens one answer on first render, for a question most visitors ask.`,
      },
    },
  },
  args: { items: sampleFaqs },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The disclosure a question's text sits in. */
const disclosureOf = (canvasElement: HTMLElement, question: string) => {
  const heading = within(canvasElement).getByRole('heading', { name: question });
  return { summary: heading.closest('summary')!, details: heading.closest('details')! };
};

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const { details } = disclosureOf(canvasElement, sampleFaqs[0].question);
    await expect(details.open).toBe(false);
    await expect(within(details).getByText(sampleFaqs[0].answer)).not.toBeVisible();
  },
};

export const OpenedByClick: Story = {
  play: async ({ canvasElement }) => {
    const { summary, details } = disclosureOf(canvasElement, sampleFaqs[1].question);
    await userEvent.click(summary);
    await expect(details.open).toBe(true);
    await expect(within(details).getByText(/month-to-month/)).toBeVisible();
  },
};

export const FirstExpanded: Story = {
  args: { defaultExpanded: 0 },
  play: async ({ canvasElement }) => {
    const { details } = disclosureOf(canvasElement, sampleFaqs[0].question);
    await expect(details.open).toBe(true);
  },
};

export const Dark: Story = { ...FirstExpanded, globals: { theme: 'dark' } };
