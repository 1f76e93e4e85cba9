/** Contact and login copy (SPEC §5, §6, §9): details, form labels and visible validation messages. */
import { brand } from '../../../lib/brand';
import type { ContactFormState, PageMetaContent } from './types';

export const contactMeta: PageMetaContent = {
  path: '/contact',
  title: 'Contact Bayshore Signal: Book a Demo or Get a Proposal in Tampa',
  description:
    'Contact our Tampa team to book a demo, request a proposal or get a free audit. Call, e-mail or send a message; we reply within 24 hours, Mon-Fri 9am-6pm EST.',
};

export const contactHero = {
  label: 'Contact',
  title: 'Let’s talk about growing your business',
  lead: 'Book a demo, request a proposal or ask for a free Tampa audit. Send a message and a strategist, not a salesperson, will reply.',
};

export const contactDetails = {
  title: 'Contact details',
  hours: brand.hours,
  replyPromise: 'E-mail replies within 24 hours.',
  location: 'Tampa, Florida. Serving businesses across Tampa Bay.',
  expectations: [
    'A reply from a strategist within 24 hours',
    'A 30-minute call to understand your goals and numbers',
    'A written proposal or a free audit, whichever is more useful',
  ],
} as const;

export const emptyContactForm: ContactFormState = {
  name: '',
  email: '',
  phone: '',
  company: '',
  message: '',
};

export const contactFormText = {
  title: 'Send us a message',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  messageHint: 'Tell us about your business, your goals and the services you are interested in.',
  submit: 'Send Message',
  /** The honeypot's label: never shown to people, read only by bots that fill every field. */
  honeypot: 'Leave this field empty',
  errors: {
    nameMissing: 'Please enter your name.',
    emailMissing: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address, like name@company.com.',
    messageMissing: 'Please enter a message.',
  },
} as const;

export const loginMeta: PageMetaContent = {
  path: '/login',
  title: 'Admin Login | Bayshore Signal',
  description: 'Sign in to the Bayshore Signal admin area.',
};

export const loginText = {
  title: 'Admin login',
  lead: 'Sign in to manage the blog.',
  email: 'Email',
  password: 'Password',
  submit: 'Login',
} as const;
