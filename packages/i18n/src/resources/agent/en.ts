// Namespace `agent`, English (source of truth). Messages, user menu, member centre and the agent area (packages/content messages, packages/agent).
// Loaded lazily with the screens that use it: `useTranslation('agent')`. pt, vi and zh must have the same keys.

export const en = {
  title: 'Agency centre',
};
