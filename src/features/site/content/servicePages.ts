/**
 * The eight service pages of SPEC §2 (four ad platforms, four services): each one's path and
 * navigation name, written once. The route table makes their routes from it, and the service
 * content (serviceDetails.ts) takes its path and label from it. Tiny on purpose: the route table
 * ships in the first load of every page.
 */
export const servicePages = {
  googleAds: { path: '/services/paid-ads/google-ads', label: 'Google Ads' },
  metaAds: { path: '/services/paid-ads/meta-ads', label: 'Meta Ads' },
  tiktokAds: { path: '/services/paid-ads/tiktok-ads', label: 'TikTok Ads' },
  linkedinAds: { path: '/services/paid-ads/linkedin-ads', label: 'LinkedIn Ads' },
  contentVideo: { path: '/services/content-video', label: 'Content & Video' },
  seo: { path: '/services/seo', label: 'SEO' },
  emailSmsCrm: { path: '/services/email-sms-crm', label: 'Email, SMS & CRM' },
  analyticsCro: { path: '/services/analytics-cro', label: 'Analytics & CRO' },
} as const;
