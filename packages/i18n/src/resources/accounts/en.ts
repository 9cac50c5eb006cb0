// Namespace `accounts`, English (source of truth). Accounts: login, registration, trial, password flows, settings, wallet (packages/auth).
// Loaded lazily with the screens that use it: `useTranslation('accounts')`. pt, vi and zh must have the same keys.

export const en = {
  title: 'Log in',
};
