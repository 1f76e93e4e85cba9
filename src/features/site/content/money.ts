/**
 * Every price of SPEC §9 (packages, setup fees, retainers, the Blueprint, ad budgets, the paid-media
 * fee), as numbers, and the one way each is written. Content modules build their sentences from
 * these and write no dollar amount of their own (src/test/oneHome.test.ts holds them to it).
 */

/** The three automation packages' prices, Starter to Scale (SPEC §9). */
export const PACKAGE_PRICES = {
  starter: { monthly: 997, setup: 997 },
  growth: { monthly: 2500, setup: 1500 },
  scale: { monthly: 5000, setup: 3000 },
} as const;

/** Creative and SEO retainers start at this much a month (SPEC §9). */
const RETAINERS_FROM = 1500;

/** The AI Automation Blueprint, one time (SPEC §9). */
export const BLUEPRINT_FEE = 3500;

/** A monthly ad budget range; `open` budgets are written with a '+' ("$3,000-$50,000+/mo"). */
interface BudgetRange {
  readonly min: number;
  readonly max: number;
}

/** Typical monthly budgets per ad platform (SPEC §9). */
export const AD_BUDGETS = {
  google: { min: 3000, max: 50000 },
  meta: { min: 2000, max: 40000 },
  tiktok: { min: 1500, max: 25000 },
  linkedin: { min: 3000, max: 30000 },
} as const satisfies Record<string, BudgetRange>;

/** A typical local business's monthly paid-ads budget (SPEC §9). */
const LOCAL_AD_BUDGET: BudgetRange = { min: 1500, max: 5000 };

/** Paid Media Management: 12-15% of ad spend, at least $750 a month (SPEC §9). */
const PAID_MEDIA_FEE = { minPercent: 12, maxPercent: 15, minimumPerMonth: 750 } as const;

/**
 * Dollars as copy writes them: "$3,000". The one dollar formatter; `grouped: false` writes
 * "$5000", as SPEC §9 writes the structured data's price range.
 */
export const usd = (amount: number, { grouped = true } = {}): string =>
  `$${amount.toLocaleString('en-US', { useGrouping: grouped })}`;

/** "$997/month". */
export const perMonth = (amount: number): string => `${usd(amount)}/month`;

/** "$2,500 per month". */
export const perMonthInWords = (amount: number): string => `${usd(amount)} per month`;

/** A retainer's price line: "$1,500/mo". */
export const retainerPrice = `${usd(RETAINERS_FROM)}/mo`;

/** "Creative and SEO retainers from $1,500/mo." */
export const retainersFrom = `Creative and SEO retainers from ${retainerPrice}.`;

/** The structured data's price range, cheapest package to dearest (SPEC §9): "$997-$5000". */
export const packagePriceRange = `${usd(PACKAGE_PRICES.starter.monthly, { grouped: false })}-${usd(PACKAGE_PRICES.scale.monthly, { grouped: false })}`;

/** "Packages from $997/month.": the cheapest package. */
export const packagesFrom = `Packages from ${perMonth(PACKAGE_PRICES.starter.monthly)}.`;

/** "Integrated packages start at $2,500 per month.": integrated means Growth and up. */
export const integratedFrom = `Integrated packages start at ${perMonthInWords(PACKAGE_PRICES.growth.monthly)}.`;

/** A platform budget: "$3,000-$50,000+/mo". */
export const platformBudget = (budget: BudgetRange): string =>
  `${usd(budget.min)}-${usd(budget.max)}+/mo`;

/** "$1,500 to $5,000 per month". */
export const localAdBudget = `${usd(LOCAL_AD_BUDGET.min)} to ${usd(LOCAL_AD_BUDGET.max)} per month`;

/** "12-15% of ad spend". */
export const paidMediaFee = `${PAID_MEDIA_FEE.minPercent}-${PAID_MEDIA_FEE.maxPercent}% of ad spend`;

/** "$750/month". */
export const paidMediaMinimum = `${usd(PAID_MEDIA_FEE.minimumPerMonth)}/month`;
