// Namespace `cashier`, withdraw, English (source of truth). pt, vi and zh have the same keys (withdraw.<lang>.ts).

export const withdraw = {
  title: 'Withdraw',
};
