// Brand constants (PRODUCT.md "Brand and placeholders"): the only place they live.
// Features receive them through src/lib/brand.ts, which re-exports this module's values
// so that code below app/ never imports app/.
export { brand } from '../lib/brand';
