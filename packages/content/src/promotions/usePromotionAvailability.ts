import { useAppSelector } from '@wl/api-client';
import { selectIsLoggedIn } from '@wl/auth';
import { usePromotionAvailabilityQuery } from '../storefrontApi';
import { isPromotionEnabled, showReferral } from './promotionRules';

/**
 * The APP_DOWNLOAD and REFERRAL rules: read from the member's available promotions when logged in, the
 * merchant's public ones otherwise (spec 001 section 2). Silent on error (both off, share still for guests).
 */
export function usePromotionAvailability(): { referral: boolean; appDownloadBonus: boolean } {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data } = usePromotionAvailabilityQuery({ loggedIn });
  return { referral: showReferral(loggedIn, data), appDownloadBonus: isPromotionEnabled(data, 'APP_DOWNLOAD') };
}
