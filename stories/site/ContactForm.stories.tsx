// The contact form's states (SPEC §5, §7, §8): empty, invalid (missing fields, bad e-mail) and sent;
// with a lead endpoint (docs/PRODUCT.md#leads): sending, delivered, saved for later and refused (text kept).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Box from '@mui/material/Box';
import { ContactForm } from '../../src/features/site/components/ContactForm.island';
import { contactFormText, emptyContactForm } from '../../src/features/site/content/contact';
import {
  leadDeliveredNotice,
  leadRejectedNotice,
  leadSavedNotice,
  messageSentNotice,
} from '../../src/features/site/content/notices';
import type { SendLeadFromForm } from '../../src/features/site/components/ContactForm.island';

const typed = {
  ...emptyContactForm,
  name: 'Maria Lopez',
  email: 'maria@sohoaesthetics.example',
  message: 'Two med spa locations in South Tampa, want more booked consultations.',
};

/**
 * The form as a visitor leaves it after typing, sent once its 2 s minimum has passed (a faster
 * submission counts as a bot's and is never handed to `sendLead`).
 */
async function sendAfterTyping(canvasElement: HTMLElement) {
  await new Promise((resolve) => setTimeout(resolve, 2100));
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send Message' }));
}

const answering =
  (outcome: Awaited<ReturnType<SendLeadFromForm>>): SendLeadFromForm =>
  () =>
    Promise.resolve(outcome);

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

/** Endpoint set, request on its way: the form says it is busy. */
export const Sending: Story = {
  args: { initialValues: typed, sendLead: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await sendAfterTyping(canvasElement);
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Endpoint set and the server took it: no word of a demo; the fields clear. */
export const Delivered: Story = {
  args: { initialValues: typed, sendLead: answering('delivered') },
  play: async ({ canvasElement }) => {
    await sendAfterTyping(canvasElement);
    const notice = await within(document.body).findByRole('status');
    await expect(notice).toHaveTextContent(leadDeliveredNotice.description!);
    await expect(notice).not.toHaveTextContent(/demo/i);
    await expect(within(canvasElement).getByRole('textbox', { name: /Name/ })).toHaveValue('');
  },
};

/** Server unreachable: kept on this device and sent later; the fields clear. */
export const SavedForLater: Story = {
  args: { initialValues: typed, sendLead: answering('saved') },
  play: async ({ canvasElement }) => {
    await sendAfterTyping(canvasElement);
    const notice = await within(document.body).findByRole('status');
    await expect(notice).toHaveTextContent(leadSavedNotice.description!);
    await expect(within(canvasElement).getByRole('textbox', { name: /Message/ })).toHaveValue('');
  },
};

/** The server refused it (a 4xx): an error, and every field keeps what the visitor typed. */
export const Refused: Story = {
  args: { initialValues: typed, sendLead: answering('rejected') },
  play: async ({ canvasElement }) => {
    await sendAfterTyping(canvasElement);
    const notice = await within(document.body).findByRole('alert');
    await expect(notice).toHaveTextContent(leadRejectedNotice.title);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue(typed.name);
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue(typed.email);
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue(typed.message);
  },
};

export const RefusedDark: Story = { ...Refused, parameters: { themeMode: 'dark' } };
