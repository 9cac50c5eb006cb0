// Namespace `rewards`, redRain, English (source of truth). pt, vi and zh have the same keys (redRain.<lang>.ts).

export const redRain = {
  title: 'TITLE_redRain',
};
