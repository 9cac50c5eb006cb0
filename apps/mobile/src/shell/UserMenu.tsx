import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled, { css } from 'styled-components';
import { loadContractPrompt } from '@wl/agent';
import { useAppSelector } from '@wl/api-client';
import { isAgentType, isTrialType, selectSession, useAccessGate, useMemberInfoQuery, useSignOutPrompt, type GatedFeature } from '@wl/auth';
import { useBrand, type MenuKey } from '@wl/brand';
import { useTranslation, type TranslationKey } from '@wl/i18n';
import { Icon, IconButton, Prompt, useBodyScrollLock, useCopy } from '@wl/ui-kit';
import { UserIcon } from './icons';

/** The contract alert (spec 000 section 6), checked on entering home with a session; its own chunk. */
const ContractPrompt = lazy(() => loadContractPrompt().then((component) => ({ default: component })));

interface MenuItem {
  to: string;
  key: MenuKey | null;
  label: TranslationKey;
  /** member centre entry: a trial (type 4) session gets the register-now prompt instead */
  memberCentre?: boolean;
  /** where a non-agent session goes instead of `to` (affiliate routing by account type, spec 000 section 6) */
  nonAgentTo?: string;
  /** refused or redirected by the shared access gate (deposit: free_reject for trial accounts) */
  gated?: GatedFeature;
}

/** The user popup menu (spec 000 section 2), each entry behind its white-label key, then sign out. */
export const USER_MENU: readonly MenuItem[] = [
  { to: '/m/member/home', key: 'MYACC', label: 'nav.myAccount', memberCentre: true },
  { to: '/m/voucherCenter', key: null, label: 'nav.deposit', gated: 'deposit' },
  { to: '/m/withdraw', key: 'WITHDRAW', label: 'nav.withdraw' },
  { to: '/m/betRecords', key: 'TRANSREC3', label: 'nav.betRecords', gated: 'bets' },
  { to: '/m/message', key: 'MAILCEN', label: 'nav.messages' },
  { to: '/m/agent', key: 'AGENT', label: 'nav.agencyCenter', nonAgentTo: '/m/inviteFriends' },
];

const Anchor = styled.div`
  position: relative;
`;

const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${(p) => p.theme.space['1']});
  right: 0;
  z-index: 901;
  display: flex;
  flex-direction: column;
  width: min(280px, calc(100vw - ${(p) => p.theme.space['4']}));
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.raised};
  box-shadow: ${(p) => p.theme.shadow.raised};
  color: ${(p) => p.theme.color.text.primary};
  overflow: hidden;
`;

const Profile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  padding: ${(p) => p.theme.space['3']};
  border-bottom: 1px solid ${(p) => p.theme.color.border.default};
  & strong {
    font-size: ${(p) => p.theme.font.size.md};
    overflow-wrap: anywhere;
  }
`;

const IdRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space['1']};
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Vip = styled.span`
  align-self: flex-start;
  padding: 2px ${(p) => p.theme.space['2']};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.brand.secondary};
  color: ${(p) => p.theme.color.text.onPrimary};
  font-size: ${(p) => p.theme.font.size.xs};
  font-weight: ${(p) => p.theme.font.weight.bold};
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${(p) => p.theme.size.touch};
  padding: 0 ${(p) => p.theme.space['3']};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
`;
const ItemLink = styled(Link)`
  ${itemStyle}
`;
const ItemButton = styled.button`
  ${itemStyle}
`;
const SignOut = styled(ItemButton)`
  border-top: 1px solid ${(p) => p.theme.color.border.default};
  color: ${(p) => p.theme.color.status.danger};
`;

const CopyIcon = () => (
  <Icon>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </Icon>
);

/** The member area of the home header: a button opening the user popup menu (spec 000 section 2). */
export function UserMenu() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const copy = useCopy();
  const session = useAppSelector(selectSession);
  const member = useMemberInfoQuery(undefined, { skip: !session });
  const signOut = useSignOutPrompt();
  const gate = useAccessGate();
  const [open, setOpen] = useState(false);
  // a menu over a mask, like the overlays: the page stays put behind it and toasts keep off its entries
  useBodyScrollLock(open);
  const [registerPrompt, setRegisterPrompt] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!session) return null;
  const info = member.data;
  const trial = isTrialType(session.type);
  const items = USER_MENU.filter((item) => item.key === null || brand.menu.includes(item.key)).map((item) =>
    item.nonAgentTo && !isAgentType(session.type) ? { ...item, to: item.nonAgentTo } : item,
  );

  const copyId = () => {
    if (info) void copy(info.id, { done: t('common.copySuccess'), failed: t('common.unknownError') });
  };

  return (
    <Anchor>
      <IconButton
        ref={button}
        aria-label={t('member.userMenu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <UserIcon />
      </IconButton>
      {open && (
        <>
          <Mask onClick={() => setOpen(false)} aria-hidden="true" />
          <Panel id={panelId}>
            <Profile>
              <strong>{info?.nickname || info?.account || session.userName}</strong>
              <IdRow>
                <span>
                  {t('member.id')}: {info?.id ?? '—'}
                </span>
                <IconButton aria-label={t('member.copyId')} onClick={copyId} disabled={!info}>
                  <CopyIcon />
                </IconButton>
              </IdRow>
              {info?.clubLabel?.labelName && <Vip>{info.clubLabel.labelName}</Vip>}
            </Profile>
            <nav aria-label={t('member.userMenu')}>
              {items.map((item) =>
                item.memberCentre && trial ? (
                  <ItemButton key={item.to} type="button" onClick={() => setRegisterPrompt(true)}>
                    {t(item.label)}
                  </ItemButton>
                ) : (
                  <ItemLink
                    key={item.to}
                    to={item.to}
                    onClick={(e) => {
                      setOpen(false);
                      if (item.gated && !gate(item.gated)) e.preventDefault();
                    }}
                  >
                    {t(item.label)}
                  </ItemLink>
                ),
              )}
              <SignOut type="button" onClick={signOut.open}>
                {t('nav.logout')}
              </SignOut>
            </nav>
          </Panel>
        </>
      )}
      <Prompt
        open={registerPrompt}
        title={t('nav.memberCenter')}
        message={t('member.registerPrompt')}
        confirmLabel={t('auth.registerNow')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          setRegisterPrompt(false);
          setOpen(false);
          navigate('/m/register');
        }}
        onCancel={() => setRegisterPrompt(false)}
      />
      {signOut.prompt}
      <Suspense fallback={null}>
        <ContractPrompt />
      </Suspense>
    </Anchor>
  );
}
