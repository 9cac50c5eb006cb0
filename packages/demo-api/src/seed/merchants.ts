import type { MerchantProfile } from './types';

/**
 * Merchants the demo platform knows by name: each brand's merchant code with the brand's own name (its seeded
 * content names the merchant, so it must be the name the site shows: brands/<id>/brand.config.ts `name`).
 * Any other code runs with DEFAULT_PROFILE under a name made from its code (a new brand needs no change here).
 */
export const MERCHANT_PROFILES: Record<string, Omit<MerchantProfile, 'merchantCode'>> = {
  WLDEMO: { brandName: 'Nova Play', currency: 'USD', currencySymbol: '$', extraVendors: [] },
  SOL: { brandName: 'Sol Bet', currency: 'BRL', currencySymbol: 'R$', extraVendors: ['SPRIBE'] },
  LOTUS: { brandName: 'Lotus Club', currency: 'VND', currencySymbol: '₫', extraVendors: ['TCG_LOTTO_VN', 'TCG_SEA'] },
};

export const DEFAULT_PROFILE: Omit<MerchantProfile, 'merchantCode'> = {
  brandName: 'Demo Brand',
  currency: 'USD',
  currencySymbol: '$',
  extraVendors: [],
};

/** A brand's trial accounts play under `<merchant code>_TRIAL` (brand config `trialMerchantCode`). */
const TRIAL_SUFFIX = '_TRIAL';

/** The name of an unknown merchant from its code, as `pnpm brand:new` names a brand (`ACME_BET` -> `Acme Bet`). */
export function nameOfCode(merchantCode: string): string {
  const words = merchantCode.split(/[_\-\s]+/).filter(Boolean);
  return words.length > 0 ? words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ') : DEFAULT_PROFILE.brandName;
}

/**
 * The profile of a merchant code (case-sensitive, as the platform treats merchant codes). A trial merchant
 * (`SOL_TRIAL`) is its merchant's, so a trial session sees the same brand name and currency.
 */
export function merchantProfile(merchantCode: string): MerchantProfile {
  const base = merchantCode.endsWith(TRIAL_SUFFIX) ? merchantCode.slice(0, -TRIAL_SUFFIX.length) : merchantCode;
  return { merchantCode, ...(MERCHANT_PROFILES[base] ?? { ...DEFAULT_PROFILE, brandName: nameOfCode(base) }) };
}
