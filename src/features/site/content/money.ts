/**
 * The money facts of SPEC §9 that the copy repeats (ad budgets, the paid-media fee), as numbers,
 * and the one way each is written. Content modules build their sentences from these.
 */

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

/** Dollars as copy writes them: "$3,000". */
const usd = (amount: number): string => `$${amount.toLocaleString('en-US')}`;

/** A platform budget: "$3,000-$50,000+/mo". */
export const platformBudget = (budget: BudgetRange): string =>
  `${usd(budget.min)}-${usd(budget.max)}+/mo`;

/** "$1,500 to $5,000 per month". */
export const localAdBudget = `${usd(LOCAL_AD_BUDGET.min)} to ${usd(LOCAL_AD_BUDGET.max)} per month`;

/** "12-15% of ad spend". */
export const paidMediaFee = `${PAID_MEDIA_FEE.minPercent}-${PAID_MEDIA_FEE.maxPercent}% of ad spend`;

/** "$750/month". */
export const paidMediaMinimum = `${usd(PAID_MEDIA_FEE.minimumPerMonth)}/month`;
