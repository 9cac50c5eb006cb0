import type { GlobalRebateSetting, RebateSetting } from '@wl/api-client/catalogue';
import { useTranslation } from '@wl/i18n';
import type { PageStateQuery } from '@wl/ui-kit';
import { useGlobalRebateSettingsQuery, useRebateSettingsQuery } from '../api/agentApi';

/** The highest rebate the agent may give a downline for one product type (docs/decisions/075). */
export interface RebateLimit {
  productType: string;
  /** percent, a multiple of 0.1 */
  limit: number;
}

/** A rebate between 0 and max in steps of 0.1 (digits, at most one decimal); null when the text is not one. */
export function parseRebate(text: string, max: number): number | null {
  if (!/^\d+(\.\d)?$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= 0 && value <= max ? value : null;
}

/**
 * The agent's limit per product type: the lower of its own rebate of the type (the catalogue's rebateSettings) and
 * the merchant's ceiling of the type (globalRebateSettings); a type the merchant sets no ceiling for has no room (0).
 * Kept in the order of the agent's own settings.
 */
export function rebateLimits(own: readonly RebateSetting[], ceilings: readonly GlobalRebateSetting[]): RebateLimit[] {
  const ceilingOf = new Map(ceilings.map((c) => [c.productType, c.maxRebate]));
  // in tenths, so that 1.8 stays 1.8 (no float drift in the comparison)
  return own.map((s) => ({
    productType: s.productType,
    limit: Math.min(Math.round(s.rebate * 10), Math.round((ceilingOf.get(s.productType) ?? 0) * 10)) / 10,
  }));
}

/** One rebate for every product type (a new account, an affiliate link) may be at most the lowest limit. */
export function lowestLimit(limits: readonly RebateLimit[]): number {
  return limits.length === 0 ? 0 : Math.min(...limits.map((l) => l.limit));
}

/**
 * The agent's limits per product type, as one query for `PageState` (both calls loaded, either failing fails it);
 * `skip` for a member, who gives no one a rebate (the ceilings are the agents').
 */
export function useRebateLimits({ skip = false }: { skip?: boolean } = {}): PageStateQuery<RebateLimit[]> {
  const own = useRebateSettingsQuery(undefined, { skip });
  const ceilings = useGlobalRebateSettingsQuery(undefined, { skip });
  const data = own.data && ceilings.data ? rebateLimits(own.data, ceilings.data) : undefined;
  return {
    data,
    isLoading: own.isLoading || ceilings.isLoading,
    isFetching: own.isFetching || ceilings.isFetching,
    // a failed background refetch keeps what was shown (and what was typed in a form below it)
    isError: !data && (own.isError || ceilings.isError),
    refetch: () => {
      if (own.isError) void own.refetch();
      if (ceilings.isError) void ceilings.refetch();
    },
  };
}

const PRODUCTS = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT'] as const;
const isProduct = (type: string): type is (typeof PRODUCTS)[number] => (PRODUCTS as readonly string[]).includes(type);

/** A product type's name in the reader's language (a type the site does not know shows as the platform names it). */
export function useProductName(): (productType: string) => string {
  const { t } = useTranslation('agent');
  return (productType) => (isProduct(productType) ? t(`rebates.products.${productType}`) : productType);
}
