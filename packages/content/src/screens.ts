// Out of the barrel (index.ts): a barrel that holds code is a module of its own, and every module it re-exports
// then reaches the chunk that imports it (the home route would load what only lazy routes use).
/** Storefront screens (promotions, notices, help), loaded lazily by the app's route table (one chunk each). */
export const contentScreens = {
  promotions: () => import('./promotions/PromotionsPage').then((m) => m.PromotionsPage),
  promotionDetail: () => import('./promotions/PromotionDetailPage').then((m) => m.PromotionDetailPage),
  notice: () => import('./notice/NoticePage').then((m) => m.NoticePage),
  help: () => import('./help/HelpPage').then((m) => m.HelpPage),
};

/** Message center screens (inbox, live chat, member centre), loaded lazily by the app's route table. */
export const messageScreens = {
  messageCenter: () => import('./messages/MessageCenterPage').then((m) => m.MessageCenterPage),
  inbox: () => import('./messages/InboxPage').then((m) => m.InboxPage),
  memberHome: () => import('./messages/MemberHomePage').then((m) => m.MemberHomePage),
  memberNotice: () => import('./messages/MemberNoticePage').then((m) => m.MemberNoticePage),
};
