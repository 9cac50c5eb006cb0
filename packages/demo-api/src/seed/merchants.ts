import type { MerchantProfile } from './types';

/** Merchants the demo platform knows by name. Any other code runs with DEFAULT_PROFILE (a new brand needs no change here). */
export const MERCHANT_PROFILES: Record<string, Omit<MerchantProfile, 'merchantCode'>> = {
  WLDEMO: { brandName: 'WL Demo', currency: 'USD', currencySymbol: '$', extraVendors: [] },
  SOL: { brandName: 'Sol', currency: 'BRL', currencySymbol: 'R$', extraVendors: ['SPRIBE'] },
  LOTUS: { brandName: 'Lotus', currency: 'VND', currencySymbol: '₫', extraVendors: ['TCG_LOTTO_VN', 'TCG_SEA'] },
};

export const DEFAULT_PROFILE: Omit<MerchantProfile, 'merchantCode'> = {
  brandName: 'Demo Brand',
  currency: 'USD',
  currencySymbol: '$',
  extraVendors: [],
};

/** The profile of a merchant code (case-sensitive, as the platform treats merchant codes). */
export function merchantProfile(merchantCode: string): MerchantProfile {
  return { merchantCode, ...(MERCHANT_PROFILES[merchantCode] ?? DEFAULT_PROFILE) };
}
