/** Brand constants (docs/PRODUCT.md#brand-and-placeholders): the single source every page, footer and JSON-LD reads. */
export const brand = {
  name: 'Bayshore Signal',
  toolName: 'NeuroSlice',
  phone: '(813) 555-0147',
  phoneHref: 'tel:+18135550147',
  email: 'hello@bayshoresignal.example',
  videoChannelUrl: 'https://www.youtube.com/@bayshoresignal',
  companionAppUrl: 'https://app.bayshoresignal.example',
  siteUrl: 'https://www.bayshoresignal.example',
  geo: { latitude: 27.9506, longitude: -82.4572 },
  address: { locality: 'Tampa', region: 'FL', country: 'US', postalCode: '33602' },
  hours: 'Mon-Fri 9am-6pm EST',
  copyrightYear: 2026,
} as const;
