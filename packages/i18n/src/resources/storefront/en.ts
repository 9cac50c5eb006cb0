// Namespace `storefront`, English (source of truth). Storefront: home, shell, promotions, announcements, help, download, PWA (apps/mobile, packages/content).
// Loaded lazily with the screens that use it: `useTranslation('storefront')`. pt, vi and zh must have the same keys.

export const en = {
  title: 'Promotions',
};
