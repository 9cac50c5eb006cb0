// Namespace `rewards`, invite, English (source of truth). pt, vi and zh have the same keys (invite.<lang>.ts).

export const invite = {
  title: 'TITLE_invite',
};
