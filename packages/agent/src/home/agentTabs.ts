import { useTranslation } from '@wl/i18n';
import { useAgentNoticeUnreadQuery, useCurrentDividendQuery } from '../api/agentApi';

/** The agent's bottom bar tabs (spec 000 section 2, agent home footer). */
export type AgentTabId = 'home' | 'openAccount' | 'dividends' | 'notices';

export interface AgentTab {
  id: AgentTabId;
  to: string;
  label: string;
  /** the unread agent notices, with its accessible name */
  badge?: { count: number; label: string };
}

/** Where each tab leads: home, open account, dividends, the agent notices. */
export const AGENT_TAB_PATHS: Readonly<Record<AgentTabId, string>> = {
  home: '/m/home',
  openAccount: '/m/agentRegister',
  dividends: '/m/member/agent/agentDivident',
  notices: '/m/member/notice?types=A',
};

/**
 * What the agent's bottom bar shows (the shell draws it in the tab bar's look, on the agent's pages): home, open
 * account, dividends only where they apply (an accepted dividend contract), and the agent notices with their unread
 * count. Its name and labels in the reader's language.
 */
export function useAgentTabs(): { label: string; tabs: AgentTab[] } {
  const { t } = useTranslation('agent');
  const dividend = useCurrentDividendQuery();
  // the agent's own tag: content's read marks do not reach it, so coming back from the notices asks again
  const notices = useAgentNoticeUnreadQuery(undefined, { refetchOnMountOrArgChange: true });
  const unread = notices.data ?? 0;
  const tabs: AgentTab[] = [
    { id: 'home', to: AGENT_TAB_PATHS.home, label: t('home.home') },
    { id: 'openAccount', to: AGENT_TAB_PATHS.openAccount, label: t('home.openAccount') },
    ...(dividend.data?.applicable ? [{ id: 'dividends' as const, to: AGENT_TAB_PATHS.dividends, label: t('home.dividends') }] : []),
    { id: 'notices', to: AGENT_TAB_PATHS.notices, label: t('home.announcements'), badge: { count: unread, label: t('common.unreadCount', { count: unread }) } },
  ];
  return { label: t('home.footer'), tabs };
}
