import { useState } from 'react';
import styled from 'styled-components';
import { useLiveChat, useMemberInfoQuery, WalletBalance } from '@wl/auth';
import { useBrand } from '@wl/brand';
import { hourOf, isoDay, useTranslation } from '@wl/i18n';
import { Card, Heading, Muted, PageBody, PageState } from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useTeamKpiQuery } from '../api/agentApi';
import { ContractBanner, ContractPrompt } from '../contracts/ContractPrompt';
import { greetingKey } from '../greeting';
import { IncomeCard } from './IncomeCard';
import { AGENT_MENU, visibleMenu } from '../rules/menu';
import { Tiles } from '../ui/Tiles';
import { LinkButton, RowButton, RowLink } from '../ui/LinkButton';

const Hero = styled(Card)`
  border-top: 4px solid ${(p) => p.theme.color.brand.primary};
  background: ${(p) => p.theme.color.bg.raised};
`;

const BalanceRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  font-size: ${(p) => p.theme.font.size.xl};
  font-weight: ${(p) => p.theme.font.weight.bold};
  & > span:first-child {
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: ${(p) => p.theme.font.weight.regular};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space['2']};
  & > * {
    flex: 1 1 auto;
  }
`;

const Menu = styled.nav`
  display: flex;
  flex-direction: column;
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
  box-shadow: ${(p) => p.theme.shadow.card};
`;

const COUNTERS = [
  ['teamLoginMemberCount', 'home.teamLogin'],
  ['teamBetMemberCount', 'home.teamBet'],
  ['teamRegisterMemberCount', 'home.teamRegister'],
  ['teamOnlineCount', 'home.teamOnline'],
] as const;

function AgentHome() {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const brand = useBrand();
  const member = useMemberInfoQuery();
  const chat = useLiveChat();
  // the dashboard's moment: today's counters and the greeting hour stay put while the page is open
  const [now] = useState(() => new Date());
  const today = isoDay(now);
  const kpi = useTeamKpiQuery({ startDate: today, endDate: today, size: 0 });
  const name = member.data?.nickname || member.data?.account || '';
  const menu = visibleMenu(AGENT_MENU, brand.menu);

  return (
    <>
      <PageBody>
        <Hero aria-label={t('home.totalBalance')}>
          <Heading as="h1" $size="lg">
            {t('home.greeting', { greeting: tc(greetingKey(hourOf(now))), name })}
          </Heading>
          <BalanceRow>
            <span>{t('home.totalBalance')}</span>
            <WalletBalance />
          </BalanceRow>
          <Actions>
            <LinkButton to="/m/withdraw" $variant="secondary">
              {t('home.withdraw')}
            </LinkButton>
            <LinkButton to="/m/voucherCenter">{t('home.deposit')}</LinkButton>
          </Actions>
        </Hero>
        <ContractBanner />
        <Card>
          <Heading>{t('home.todayTeam')}</Heading>
          <PageState query={kpi} size="section">
            {({ footer }) => (
              <Tiles $figure="xl">
                {COUNTERS.map(([field, label]) => (
                  <div key={field}>
                    <dt>{t(label)}</dt>
                    <dd>{footer[field] ?? 0}</dd>
                  </div>
                ))}
              </Tiles>
            )}
          </PageState>
          <Muted>{today}</Muted>
        </Card>
        <IncomeCard />
        <Menu aria-label={t('home.menu')}>
          {menu.map((item) => (
            <RowLink key={item.to} to={item.to}>
              {t(item.label)}
            </RowLink>
          ))}
          <RowButton onClick={() => void chat.open()} aria-busy={chat.opening}>
            {t('menu.onlineService')}
          </RowButton>
        </Menu>
      </PageBody>
      <ContractPrompt />
    </>
  );
}

/** The agent home (/m/agent): greeting, balance, today's team counters, the menu (the shell draws the agent's bar). */
export function AgentHomePage() {
  return (
    <AgentGuard>
      <AgentHome />
    </AgentGuard>
  );
}
