/** The events the owner can make goals of in Plausible (README "Analytics"), with their props. */
export type SiteEvent =
  | { name: 'Lead'; props: { page: string; channel?: string } }
  | { name: 'CTA'; props: { label: string; page: string } }
  | { name: 'Outbound'; props: { url: string; page: string } }
  | { name: 'Coming soon'; props: { item: string } };
