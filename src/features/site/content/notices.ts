/** The site's notices, worded once (SPEC §6, §8): pages and stories import them from here. */
import { brand } from '../../../lib/brand';
import type { NoticeInput } from '../../../design-system';

export const FEATURE_COMING_SOON_TITLE = 'Feature Coming Soon!';

/** SPEC §8: unimplemented features say so plainly; `what` names the thing the visitor clicked. */
export function featureComingSoon(what: string): NoticeInput {
  return {
    title: FEATURE_COMING_SOON_TITLE,
    description: `${what} isn't implemented yet. We're building it now, so check back soon.`,
    variant: 'info',
  };
}

export const messageSentNotice: NoticeInput = {
  title: 'Message Sent!',
  description:
    "Thanks for reaching out. We'll get back to you shortly. (Note: This is a demo. No email was sent.)",
  variant: 'success',
};

export const loginAttemptedNotice: NoticeInput = {
  title: 'Login Attempted',
  description: 'This is a placeholder login form. Functionality can be added.',
  variant: 'info',
};

/** A lead the endpoint took (VITE_LEAD_ENDPOINT set): no word of a demo. */
export const leadDeliveredNotice: NoticeInput = {
  title: 'Message Sent!',
  description: 'Thanks for reaching out. A strategist will reply within 24 hours, Mon-Fri.',
  variant: 'success',
};

export const leadSavedNotice: NoticeInput = {
  title: 'Message Saved',
  description:
    "We couldn't reach our server just now. Your message is saved on this device and will be sent automatically as soon as the connection is back.",
  variant: 'info',
};

export const leadRejectedNotice: NoticeInput = {
  title: 'Message Not Sent',
  description: `Our server refused the message. Your text is still in the form: check it and send again, or e-mail us at ${brand.email}.`,
  variant: 'destructive',
};

export const leadUnsentNotice: NoticeInput = {
  title: 'Message Not Sent',
  description: `We couldn't reach our server, and this browser does not let us save the message for later. Your text is still in the form: send again in a moment, or e-mail us at ${brand.email}.`,
  variant: 'destructive',
};
