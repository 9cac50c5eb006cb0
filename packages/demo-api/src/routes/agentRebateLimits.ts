import type { MerchantStore } from '../state';

// The agent's rebate limits per product type (issue 20 item 2, docs/decisions/075): what the downline routes, the
// affiliate links and a registration through a link share. No route imports here, so none of them import in a circle.

/** A rebate percent in tenths (rebates go in steps of 0.1); NaN when it is not a non-negative multiple of 0.1. */
export function tenthsOf(rebate: number): number {
  const tenths = Math.round(rebate * 10);
  return Number.isFinite(rebate) && rebate >= 0 && Math.abs(tenths - rebate * 10) < 1e-9 ? tenths : Number.NaN;
}

/**
 * The agent's limit per product type: the lower of its own rebate of the type (the catalogue's rebateSettings)
 * and the merchant's ceiling of the type (globalRebateSettings); in tenths.
 */
export function rebateLimitsOf(store: MerchantStore): Map<string, number> {
  const { productRebates, globalRebates } = store.seed.agent;
  return new Map(Object.entries(productRebates).map(([type, own]) => [type, Math.min(Math.round(own * 10), Math.round((globalRebates[type] ?? 0) * 10))]));
}

/** Gives a new downline one rebate for every product type (an opened account, or a registration through an affiliate link). */
export function setEveryRebate(store: MerchantStore, account: string, rebate: number): void {
  store.agent.rebates.set(account.toLowerCase(), Object.fromEntries([...rebateLimitsOf(store).keys()].map((type) => [type, rebate])));
}

/** The agent's lowest limit, in tenths: what one rebate for every product type (an account, a link) may be. */
export function lowestRebateLimitOf(store: MerchantStore): number {
  return Math.min(...rebateLimitsOf(store).values());
}
