// Breaks: a page imports consent-gated code itself instead of going through the consent module.
import { channel } from '../../../lib/consent/attribution';

export const source = channel;
