// Out of the barrel (index.ts): a barrel that holds code is a module of its own, and every module it re-exports
// then reaches the chunk that imports it (the home route would load what only lazy routes use).
/** Cashier screens, loaded lazily by the app's route table (one chunk each). */
export const cashierScreens = {
  deposit: () => import('./deposit/DepositPage').then((m) => m.DepositPage),
  withdraw: () => import('./withdraw/WithdrawPage').then((m) => m.WithdrawPage),
  securityCenter: () => import('./security/SecurityCenterPage').then((m) => m.SecurityCenterPage),
  wallets: () => import('./wallets/WalletsPage').then((m) => m.WalletsPage),
  records: () => import('./records/RecordsPage').then((m) => m.RecordsPage),
};
