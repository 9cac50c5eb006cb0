import type { MenuKey } from '@wl/brand';
import type { NamespaceKey } from '@wl/i18n';

export interface AgentMenuItem {
  to: string;
  /** white-label key that enables the entry; null: always shown */
  key: MenuKey | null;
  label: NamespaceKey<'agent'>;
}

/** The team list, where a downline is found (and where its detail page goes back to). */
export const TEAM_PATH = '/m/member/team';
/** A downline's detail page (a module of its own would pull the detail screen into the team list's chunk). */
export const downlinePath = (account: string) => `${TEAM_PATH}/detail?account=${encodeURIComponent(account)}`;

/** The agent home's menu of links (spec 000 section 2), each with its white-label key (section 6). */
export const AGENT_MENU: readonly AgentMenuItem[] = [
  { to: '/m/agent/team/overview', key: 'AGEPAG', label: 'menu.teamOverview' },
  { to: '/m/transaction/record?types=A', key: 'TRANSREC3', label: 'menu.transactions' },
  { to: '/m/member/team', key: 'DOWNMAN', label: 'menu.teamMembers' },
  // affiliate links: the spec's affiliate entry leads agents to /m/agentRegister; downline management's key (DOWNMAN)
  { to: '/m/agentRegister?tab=links', key: 'DOWNMAN', label: 'affiliate.menu' },
  // AGENTRANSMULTDOWN3 is "transfer to multiple downlines" (issue 20): it enables the transfer page; the spec's menu
  // pairs /m/redRain with the same key by position (no key of the list names red rain), so red rain keeps it too
  { to: '/m/agent/transfer', key: 'AGENTRANSMULTDOWN3', label: 'menu.transfer' },
  { to: '/m/redRain', key: 'AGENTRANSMULTDOWN3', label: 'menu.redRain' },
  { to: '/m/agent/team/pnl', key: 'AGETEAMPNL3', label: 'menu.teamPnl' },
  { to: '/m/teamBetting', key: 'TEAMBETTING3', label: 'menu.teamBetting' },
  { to: '/m/member/agent/agentRebeat', key: 'AGEREBINC3', label: 'menu.rebates' },
  // daily salary: the agent's income by contract, beside rebates under the agent rebate-and-income key (decision 074)
  { to: '/m/agent/salary', key: 'AGEREBINC3', label: 'menu.dailySalary' },
  { to: '/m/member/teamRebate', key: 'GAMSER', label: 'menu.cashBack' },
  { to: '/m/securityCenter', key: 'SECPRIV', label: 'menu.security' },
  { to: '/m/webEmail', key: 'MAILCEN', label: 'menu.inbox' },
];

/** The entries the merchant's white-label menu enables (entries without a key always show). */
export function visibleMenu<T extends { key: MenuKey | null }>(items: readonly T[], enabled: readonly MenuKey[]): T[] {
  return items.filter((item) => item.key === null || enabled.includes(item.key));
}
