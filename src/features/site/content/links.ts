/** Paths the marketing copy links to; /book-demo is the redirect to /contact (SPEC §2). */
export const links = {
  home: '/',
  bookDemo: '/book-demo',
  contact: '/contact',
  pricing: '/pricing',
  work: '/work',
  caseStudies: '/case-studies',
  industries: '/industries',
  workflows: '/workflows',
  services: '/services',
  resources: '/resources',
  tampa: '/tampa',
  tampaServices: '/tampa/digital-marketing-services',
  tampaSeo: '/tampa/seo',
  tampaPaidAds: '/tampa/paid-ads',
  paidAds: '/services/paid-ads',
  login: '/login',
} as const;
