import { Navigate } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '@wl/api-client';
import { isAgentType, selectSession, useMemberInfoQuery, useSignOutPrompt, WalletBalance } from '@wl/auth';
import { useBrand, type MenuKey } from '@wl/brand';
import { useTranslation, type NamespaceKey } from '@wl/i18n';
import { useProtectionEntry } from '@wl/protection';
import { Button, Card, FieldList, PageBody, PageState } from '@wl/ui-kit';
import { Entry, EntryList } from './EntryList';
import { VerificationSection } from './VerificationSection';

const Name = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.lg};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.md};
`;

interface MemberEntry {
  to: string;
  key: MenuKey | null;
  label: NamespaceKey<'agent'>;
  agentOnly?: boolean;
}

/** The member centre's entries, each behind its white-label key. */
export const MEMBER_ENTRIES: readonly MemberEntry[] = [
  { to: '/m/voucherCenter', key: null, label: 'member.deposit' },
  { to: '/m/withdraw', key: 'WITHDRAW', label: 'member.withdraw' },
  { to: '/m/wallet', key: null, label: 'member.wallets' },
  { to: '/m/records', key: null, label: 'member.records' },
  { to: '/m/betRecords', key: 'TRANSREC3', label: 'member.betRecords' },
  { to: '/m/message', key: 'MAILCEN', label: 'member.messages' },
  { to: '/m/agent', key: 'AGENT', label: 'member.agencyCenter', agentOnly: true },
  { to: '/m/transaction/record?types=A', key: 'TRANSREC3', label: 'member.transactions', agentOnly: true },
  { to: '/m/securityCenter', key: 'SECPRIV', label: 'member.security' },
  { to: '/m/set', key: null, label: 'member.settings' },
];

/**
 * The member centre (/m/member/home): profile, balance, the entries the menu keys allow and responsible gaming when
 * the platform offers it, profile verification, sign out.
 */
export function MemberHomePage() {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const brand = useBrand();
  const session = useAppSelector(selectSession);
  const member = useMemberInfoQuery(undefined, { skip: !session });
  const signOut = useSignOutPrompt();
  const protection = useProtectionEntry();
  // signing out here ends on /m/home, not on the guests' way to login
  if (!session) return signOut.pending ? null : <Navigate to="/m/login" replace state={{ from: { pathname: '/m/member/home' } }} />;
  const entries = MEMBER_ENTRIES.filter((e) => (e.key === null || brand.menu.includes(e.key)) && (!e.agentOnly || isAgentType(session.type)));

  return (
    <PageBody>
      <Card aria-label={t('member.profile')}>
        <PageState query={member} size="section">
          {(info) => (
            <>
              <Name>{info.nickname || info.account}</Name>
              <FieldList
                layout="rows"
                items={[
                  { label: t('member.account'), value: info.account },
                  { label: tc('member.id'), value: info.id },
                  ...(info.clubLabel?.labelName ? [{ label: tc('member.vip'), value: info.clubLabel.labelName }] : []),
                  { label: tc('wallet.balance'), value: <WalletBalance /> },
                ]}
              />
            </>
          )}
        </PageState>
      </Card>
      <nav aria-label={t('member.entries')}>
        <EntryList>
          {entries.map((e) => (
            <Entry key={e.to} label={t(e.label)} to={e.to} />
          ))}
          {protection && <Entry label={protection.label} to={protection.to} />}
        </EntryList>
      </nav>
      <Card aria-labelledby="verification-title">
        <Heading id="verification-title">{t('verification.title')}</Heading>
        <VerificationSection />
      </Card>
      <Button variant="danger" block onClick={signOut.open}>
        {tc('nav.logout')}
      </Button>
      {signOut.prompt}
    </PageBody>
  );
}
