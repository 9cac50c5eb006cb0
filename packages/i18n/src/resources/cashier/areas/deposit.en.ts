// Namespace `cashier`, deposit, English (source of truth). pt, vi and zh have the same keys (deposit.<lang>.ts).

export const deposit = {
  title: 'Deposit',
};
