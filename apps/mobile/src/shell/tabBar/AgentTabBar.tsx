import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useAgentTabs, type AgentTabId } from '@wl/agent';
import { Badge, BellIcon, ChartIcon, UsersIcon } from '@wl/ui-kit';
import { HomeIcon } from '../icons';
import { isTabActive, Nav, Tab } from './TabBarFrame';

const ICONS: Record<AgentTabId, ReactNode> = {
  home: <HomeIcon />,
  openAccount: <UsersIcon />,
  dividends: <ChartIcon />,
  notices: <BellIcon />,
};

/** The icon with the unread count on its corner. */
const WithBadge = styled.span`
  position: relative;
  display: inline-flex;
  & > :last-child {
    position: absolute;
    top: -6px;
    inset-inline-start: 60%;
  }
`;

/**
 * The agent's bottom bar (spec 000 section 2) on agent home and the pages it leads to: the player's tab bar look,
 * each tab an icon and its label, the current one marked (aria-current), the notices with their unread count.
 */
export function AgentTabBar() {
  const { pathname, search } = useLocation();
  const { label, tabs } = useAgentTabs();
  return (
    <Nav aria-label={label} $count={tabs.length}>
      {tabs.map((tab) => (
        <Tab key={tab.id} to={tab.to} aria-current={isTabActive(tab.to, pathname, search) ? 'page' : undefined}>
          {tab.badge && tab.badge.count > 0 ? (
            <WithBadge>
              {ICONS[tab.id]}
              <Badge count={tab.badge.count} label={tab.badge.label} />
            </WithBadge>
          ) : (
            ICONS[tab.id]
          )}
          <span>{tab.label}</span>
        </Tab>
      ))}
    </Nav>
  );
}
