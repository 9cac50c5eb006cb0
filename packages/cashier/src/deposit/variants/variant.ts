import type { DepositChannel, DepositPromotion } from '../depositApi';

/** What a deposit design (brand template `dep_func`) gets: the merchant's channels (at least one) and promotions. */
export interface DepositVariantProps {
  channels: readonly DepositChannel[];
  promotions: readonly DepositPromotion[];
}
