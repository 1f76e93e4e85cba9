/**
 * A lead: one contact-form message on its way to the agency (docs/PRODUCT.md#leads). The JSON shape is
 * the one form services and webhook tools (Formspree, Basin, Zapier, Make, n8n) take as it is.
 */
import type { LeadAttribution } from '../../../lib/consent/leadAttribution';

export interface Lead {
  /** Stays the same on every try, so the receiver can drop a message it already has. */
  id: string;
  name: string;
  email: string;
  message: string;
  /** The path of the page the form was sent from. */
  page: string;
  /** ISO 8601, when the visitor pressed Send. */
  submitted_at: string;
  /**
   * Where the visitor came from, only when they accepted cookies
   * (docs/PRODUCT.md#consent-analytics-and-attribution); without consent the key is absent.
   */
  attribution?: LeadAttribution;
}

export interface LeadFields {
  name: string;
  email: string;
  message: string;
}

export function createLead(
  fields: LeadFields,
  context: { id: string; page: string; now: Date; attribution?: LeadAttribution },
): Lead {
  return {
    id: context.id,
    name: fields.name.trim(),
    email: fields.email.trim(),
    message: fields.message.trim(),
    page: context.page,
    submitted_at: context.now.toISOString(),
    ...(context.attribution && { attribution: context.attribution }),
  };
}

/** People need more than this to fill three fields; scripts usually do not. */
export const MIN_FILL_MS = 2000;

/**
 * Simple bots fill every field they find, the hidden one too, and send at once. Either sign means:
 * send nothing, and show the usual success notice so the bot learns nothing.
 */
export function looksLikeBot(input: {
  honeypot: string;
  shownAt: number;
  sentAt: number;
}): boolean {
  return input.honeypot.trim() !== '' || input.sentAt - input.shownAt < MIN_FILL_MS;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isAttribution(value: unknown): value is LeadAttribution {
  return (
    isObject(value) &&
    isObject(value.first_touch) &&
    isObject(value.last_touch) &&
    typeof value.channel === 'string'
  );
}

/** Reads a stored lead back, refusing anything that is not exactly a lead (storage is hostile). */
export function parseLead(value: unknown): Lead | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const keys = ['id', 'name', 'email', 'message', 'page', 'submitted_at'] as const;
  if (!keys.every((k) => typeof v[k] === 'string' && v[k] !== '')) return null;
  // Kept on every retry, hours later included: the lead leaves as it was sent. Checked for its
  // outline only: the full check lives with the code that records it, loaded only with consent.
  const attribution = isAttribution(v.attribution) ? v.attribution : undefined;
  return {
    id: v.id as string,
    name: v.name as string,
    email: v.email as string,
    message: v.message as string,
    page: v.page as string,
    submitted_at: v.submitted_at as string,
    ...(attribution && { attribution }),
  };
}
