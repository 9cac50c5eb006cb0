import { INFO_ONLY_PROMOTION_CATEGORIES, type PromotionAvailability, type PromotionKey, type PromotionStatus } from '@wl/api-client/protocol';
import type { Announcement } from '../announcements/announcementsApi';

/** Promotion categories in the spec's order (001 section 3); `all` is the filter's first entry. */
export const PROMOTION_CATEGORIES = [
  'all',
  'new_player',
  'deposit_promo',
  'app_download',
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'player_rank_rules',
  'point_mall',
  'other_promo',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

const isKnownCategory = (value: string | null): value is PromotionCategory =>
  value !== null && value !== 'all' && (PROMOTION_CATEGORIES as readonly string[]).includes(value);

/** The filter's entries: `all`, then only the categories present in the data, in the spec's order. */
export function promotionCategories(promotions: readonly Pick<Announcement, 'category'>[]): PromotionCategory[] {
  const present = new Set(promotions.map((p) => p.category).filter(isKnownCategory));
  return PROMOTION_CATEGORIES.filter((c) => c === 'all' || present.has(c));
}

/** The filter menu shows only when more than one category is present (spec 001 section 2). */
export function showCategoryFilter(categories: readonly PromotionCategory[]): boolean {
  return categories.filter((c) => c !== 'all').length > 1;
}

export function filterPromotions<T extends Pick<Announcement, 'category'>>(promotions: readonly T[], category: PromotionCategory): T[] {
  return category === 'all' ? [...promotions] : promotions.filter((p) => p.category === category);
}

export function isPromotionEnabled(list: readonly PromotionAvailability[] | undefined, key: PromotionKey): boolean {
  return list?.some((p) => p.key === key && p.enabled) ?? false;
}

/** Guests always see the share / invite-friends entry; members only when REFERRAL is enabled (spec 001 section 6). */
export function showReferral(loggedIn: boolean, availability: readonly PromotionAvailability[] | undefined): boolean {
  return !loggedIn || isPromotionEnabled(availability, 'REFERRAL');
}

/** What the detail's action button offers for a member's status in a promotion. */
export type PromotionButton = 'join' | 'claim' | PromotionStatus;

/** `null`: the promotion only informs (rules, point mall) and has no button. */
export function promotionButton(category: string | null, status: PromotionStatus | undefined): Exclude<PromotionButton, 'joined'> | null {
  if (category !== null && INFO_ONLY_PROMOTION_CATEGORIES.includes(category)) return null;
  if (status === undefined) return 'join';
  if (status === 'joined') return 'claim';
  return status;
}
