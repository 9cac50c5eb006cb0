export { SafeHtml, sanitizeHtml, htmlToText } from './html/SafeHtml';
export {
  announcementsApi,
  useAnnouncementsQuery,
  coverImage,
  isRead,
  ANNOUNCEMENT_TYPES,
  type Announcement,
  type AnnouncementLists,
  type AnnouncementsArgs,
  type Banner,
} from './announcements/announcementsApi';
export { storefrontApi, usePromotionAvailabilityQuery } from './storefrontApi';

export { useHelpItems, useHelpLanguage } from './help/useHelpItems';
export { useImageUrl } from './shared/useImageUrl';
export { popupSize, DESIGN_REM } from './shared/popupSize';
export {
  PROMOTION_CATEGORIES,
  promotionCategories,
  showCategoryFilter,
  filterPromotions,
  isPromotionEnabled,
  showReferral,
  promotionButton,
  type PromotionCategory,
} from './promotions/promotionRules';
export { usePromotionAvailability } from './promotions/usePromotionAvailability';
export { usePromotionClaimsQuery, useParticipateMutation } from './promotions/participationApi';
export { CONTENT_TAGS } from './tags';
export { BannerCarousel, BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS, type BannerCarouselProps } from './home/BannerCarousel';
export { AnnouncementMarquee, MARQUEE_FPS } from './home/AnnouncementMarquee';
export { JACKPOT, jackpotStart, jackpotStep, jackpotDelay, useRollingJackpot } from './home/jackpot';
export { useHomeAnnouncements, prefetchHomeAnnouncements, JackpotCounter, HotMatches, LoginAnnouncementPopup, CustomerServiceButtons } from './home/homeParts';

export { NoticeCard, type NoticeCardProps } from './messages/NoticeCard';
export { contentScreens, messageScreens } from './screens';
