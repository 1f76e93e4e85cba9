/** The site's notices, worded once (SPEC §6, §8): pages and stories import them from here. */
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
