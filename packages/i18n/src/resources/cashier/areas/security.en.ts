// Namespace `cashier`, security, English (source of truth). pt, vi and zh have the same keys (security.<lang>.ts).

export const security = {
  title: 'Security centre',
};
