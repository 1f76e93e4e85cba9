// The contact form's states (SPEC §5, §7, §8): empty, invalid (missing fields, bad e-mail) and sent.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Box from '@mui/material/Box';
import { ContactForm } from '../../src/features/site/components/ContactForm';
import { contactFormText } from '../../src/features/site/content/contact';
import { messageSentNotice } from '../../src/features/site/content/notices';

const meta = {
  title: 'Site/Contact form',
  component: ContactForm,
  decorators: [(Story) => <Box sx={{ maxWidth: 560, p: 4 }}>{Story()}</Box>],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};

export const EmptyDark: Story = { ...Empty, parameters: { themeMode: 'dark' } };

export const InvalidEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByText(contactFormText.errors.nameMissing)).toBeInTheDocument();
    await expect(canvas.getByText(contactFormText.errors.emailMissing)).toBeInTheDocument();
    await expect(canvas.getByText(contactFormText.errors.messageMissing)).toBeInTheDocument();
    await expect(within(document.body).queryByText(messageSentNotice.title)).toBeNull();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Maria Lopez');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'maria@');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Message/ }),
      'Two med spa locations, want more consultations.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByText(contactFormText.errors.emailInvalid)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Maria Lopez');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Email/ }),
      'maria@sohoaesthetics.example',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Message/ }),
      'Two med spa locations, want more consultations.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const notice = await within(document.body).findByRole('status');
    await expect(notice).toHaveTextContent(messageSentNotice.title);
    await expect(notice).toHaveTextContent('(Note: This is a demo. No email was sent.)');
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  },
};
