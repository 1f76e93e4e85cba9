/**
 * What a lead carries about where the visitor came from, with their consent
 * (docs/PRODUCT.md#consent-analytics-and-attribution): the shape and its words only, so the contact
 * form and its outbox know it without loading the code that records it (attribution.ts, behind
 * measurement.ts).
 */

/** How a visit arrived: the channels an agency reports on, by the usual rules (attribution.ts). */
export const CHANNELS = [
  'Direct',
  'Organic Search',
  'Paid Search',
  'Paid Social',
  'Organic Social',
  'Email',
  'Referral',
] as const;
export type Channel = (typeof CHANNELS)[number];

/** The five UTM parameters and the ad networks' click ids, as they appear in a landing URL. */
export const CAMPAIGN_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
] as const;
type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number];

/** One arrival on the site: the page it landed on and what brought it there. */
export type Touch = {
  /** The path of the first page of the arrival, without its query. */
  landing_page: string;
  /** The page on another site that linked here (its origin and path), or null. */
  referrer: string | null;
  /** ISO 8601, when the visitor arrived. */
  at: string;
} & Partial<Record<CampaignParameter, string>>;

export interface LeadAttribution {
  /** The first arrival this browser remembers, kept 90 days. */
  first_touch: Touch;
  /** The arrival of the visit the lead was sent in. */
  last_touch: Touch;
  channel: Channel;
}
