import { defineTags } from '@wl/api-client';

/**
 * The storefront's cache tags (content's own namespace). `Announcements` is content's: a read mark refetches
 * content's announcement lists and nothing another feature caches from the same call (the agent's unread count
 * keeps its own tag).
 */
export const CONTENT_TAGS = defineTags('content', ['Announcements', 'PromotionClaims', 'PromotionAvailability']);
