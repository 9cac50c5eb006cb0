// Namespace `rewards`, rewardCenter, English (source of truth). pt, vi and zh have the same keys (rewardCenter.<lang>.ts).

export const rewardCenter = {
  title: 'TITLE_rewardCenter',
};
