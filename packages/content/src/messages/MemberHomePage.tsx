import { Suspense } from 'react';
import { Navigate } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '@wl/api-client';
import { isAgentType, selectSession, useMemberInfoQuery, useSignOutPrompt } from '@wl/auth';
import { LayoutSlot, useBrand, variant, type MenuKey, type SlotVariants } from '@wl/brand';
import { useTranslation, type NamespaceKey } from '@wl/i18n';
import { useProtectionEntry } from '@wl/protection';
import { Button, Card, Heading, PageBody, Spinner } from '@wl/ui-kit';
import type { CentreEntry, MemberCentreProps, MemberEntryId } from './memberCentre/types';
import { VerificationSection } from './VerificationSection';

/** The two member centre designs (brand template `mem_cen`), each its own chunk: a brand's build ships only those it uses. */
const VARIANTS: SlotVariants<'mem_cen', MemberCentreProps> = {
  0: !import.meta.env.WL_OMIT_MEM_CEN_0 && variant(() => import('./memberCentre/ClassicMemberCentre'), 'ClassicMemberCentre'),
  1: !import.meta.env.WL_OMIT_MEM_CEN_1 && variant(() => import('./memberCentre/NewMemberCentre'), 'NewMemberCentre'),
};

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.space['4']};
`;

interface MemberEntry {
  id: Exclude<MemberEntryId, 'protection'>;
  to: string;
  key: MenuKey | null;
  label: NamespaceKey<'agent'>;
  agentOnly?: boolean;
}

/** The member centre's entries, each behind its white-label key. */
export const MEMBER_ENTRIES: readonly MemberEntry[] = [
  { id: 'deposit', to: '/m/voucherCenter', key: null, label: 'member.deposit' },
  { id: 'withdraw', to: '/m/withdraw', key: 'WITHDRAW', label: 'member.withdraw' },
  { id: 'wallets', to: '/m/wallet', key: null, label: 'member.wallets' },
  { id: 'records', to: '/m/records', key: null, label: 'member.records' },
  { id: 'betRecords', to: '/m/betRecords', key: 'TRANSREC3', label: 'member.betRecords' },
  { id: 'messages', to: '/m/message', key: 'MAILCEN', label: 'member.messages' },
  { id: 'agencyCenter', to: '/m/agent', key: 'AGENT', label: 'member.agencyCenter', agentOnly: true },
  { id: 'transactions', to: '/m/transaction/record?types=A', key: 'TRANSREC3', label: 'member.transactions', agentOnly: true },
  { id: 'security', to: '/m/securityCenter', key: 'SECPRIV', label: 'member.security' },
  { id: 'settings', to: '/m/set', key: null, label: 'member.settings' },
];

/**
 * The member centre (/m/member/home): profile, balance, the entries the menu keys allow and responsible gaming when
 * the platform offers it, profile verification, sign out. The brand's `mem_cen` picks the design of the profile and
 * the entries (memberCentre/: 0 classic, 1 new); the rest is the same in both.
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
  const entries: CentreEntry[] = [
    ...MEMBER_ENTRIES.filter((e) => (e.key === null || brand.menu.includes(e.key)) && (!e.agentOnly || isAgentType(session.type))).map((e) => ({
      id: e.id,
      to: e.to,
      label: t(e.label),
    })),
    ...(protection ? [{ id: 'protection' as const, to: protection.to, label: protection.label }] : []),
  ];

  return (
    <PageBody>
      <Suspense
        fallback={
          <Center>
            <Spinner label={tc('common.loading')} />
          </Center>
        }
      >
        <LayoutSlot slot="mem_cen" variants={VARIANTS} props={{ member, entries }} />
      </Suspense>
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
