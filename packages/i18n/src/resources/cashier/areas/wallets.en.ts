// Namespace `cashier`, wallets, English (source of truth). pt, vi and zh have the same keys (wallets.<lang>.ts).

export const wallets = {
  title: 'Wallets',
};
