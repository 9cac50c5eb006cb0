import { Navigate } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '@wl/api-client';
import { AccessGuard, isAgentType, selectSession, useFormatAmount } from '@wl/auth';
import { useBrand } from '@wl/brand';
import { useDates, useTranslation } from '@wl/i18n';
import { Card, CardList, EmptyState, Heading, Muted, PageBody, PageState, UsersIcon } from '@wl/ui-kit';
import { referralLink, useAffiliateInviteesQuery, useAgentAffiliateQuery } from './inviteApi';
import { ReferralShare } from './ReferralShare';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
  font-weight: ${(p) => p.theme.font.weight.bold};
`;

const Friend = styled(Card).attrs({ as: 'li' })`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['2']};
  padding: ${(p) => p.theme.space['2']} ${(p) => p.theme.space['3']};
`;

const Account = styled.div`
  display: flex;
  flex: 1 1 8rem;
  flex-direction: column;
  min-width: 0;
  font-weight: ${(p) => p.theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Registered = styled.span`
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
  font-weight: ${(p) => p.theme.font.weight.regular};
`;

const Reward = styled.span<{ $none: boolean }>`
  color: ${(p) => (p.$none ? p.theme.color.text.secondary : p.theme.color.text.primary)};
  font-size: ${(p) => p.theme.font.size.sm};
`;

/**
 * Invite friends (/m/inviteFriends, spec 000 agent navigation): a member's referral link with its QR code, copy
 * and share, and the friends registered through it with the rewards earned. Guests go to log in, trial accounts
 * get free_reject, agents go to /m/agentRegister.
 */
export function InviteFriendsPage() {
  return (
    <AccessGuard feature="referral">
      <AgentsElsewhere />
    </AccessGuard>
  );
}

function AgentsElsewhere() {
  const session = useAppSelector(selectSession);
  if (session && isAgentType(session.type)) return <Navigate to="/m/agentRegister" replace />;
  return <InviteFriends />;
}

function InviteFriends() {
  const { t } = useTranslation('rewards');
  const brand = useBrand();
  const affiliate = useAgentAffiliateQuery();
  return (
    <PageBody>
      <Card aria-labelledby="invite-heading">
        <Heading $size="lg" id="invite-heading">
          {t('invite.heading')}
        </Heading>
        <Muted>{t('invite.intro', { brand: brand.name })}</Muted>
        <PageState query={affiliate} size="section">
          {({ code }) => <ReferralShare code={code} link={referralLink(code)} />}
        </PageState>
      </Card>
      <InvitedFriends />
    </PageBody>
  );
}

/** When a friend registered: a date in the page's language. */
function InvitedFriends() {
  const { t } = useTranslation('rewards');
  const invitees = useAffiliateInviteesQuery(undefined, { refetchOnMountOrArgChange: true });
  const format = useFormatAmount();
  const dates = useDates();
  return (
    <section aria-labelledby="invite-friends">
      <Heading id="invite-friends" style={{ marginBottom: '0.5rem' }}>
        {t('invite.friends')}
      </Heading>
      <PageState
        query={invitees}
        size="section"
        isEmpty={(value) => value.list.length === 0}
        empty={<EmptyState icon={<UsersIcon />} title={t('invite.noFriends')} description={t('invite.noFriendsHint')} />}
      >
        {({ list, totalReward, currencySymbol }) => {
          const money = (amount: string) => format(amount, currencySymbol);
          return (
            <>
              <Summary>
                <span>{t('invite.friendsCount', { count: list.length })}</span>
                <span>{t('invite.totalReward', { amount: money(totalReward) })}</span>
              </Summary>
              <CardList style={{ marginTop: '0.5rem' }}>
                {list.map((friend, index) => {
                  const registered = dates.day(friend.registeredAt);
                  const reward = friend.reward === null ? t('invite.noReward') : t('invite.reward', { amount: money(friend.reward) });
                  return (
                    <Friend
                      key={`${friend.account}-${friend.registeredAt}-${index}`}
                      aria-label={t('invite.friend', { account: friend.account, date: registered, reward })}
                    >
                      <Account>
                        {friend.account}
                        <Registered>{t('invite.registered', { date: registered })}</Registered>
                      </Account>
                      <Reward $none={friend.reward === null}>{reward}</Reward>
                    </Friend>
                  );
                })}
              </CardList>
            </>
          );
        }}
      </PageState>
    </section>
  );
}
