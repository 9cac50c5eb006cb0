import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '@wl/api-client';
import { selectSession } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Notice, Prompt, useDialogTurn } from '@wl/ui-kit';
import { useContractRequestsQuery } from '../api/agentApi';
import type { ContractKind } from '@wl/api-client/protocol';
import { CONTRACT_ALERTS_KEY, CONTRACT_PAGES, needsContractCheck, pendingContract } from '../rules/contracts';


function answeredAlerts(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(CONTRACT_ALERTS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}
/** Alerts answered in this page load, by login and contract: what a device without storage still remembers. */
const answeredHere = new Set<string>();
function remember(key: string, login: string): void {
  answeredHere.add(login);
  try {
    localStorage.setItem(CONTRACT_ALERTS_KEY, JSON.stringify([...new Set([...answeredAlerts(), key])]));
  } catch {
    // storage unavailable: remembered for this page load
  }
}

/** The contract waiting for this session's answer, if any (the check is skipped for the types spec 000 excludes). */
function usePendingContract(): { kind: ContractKind | null; account: string; token: string } {
  const session = useAppSelector(selectSession);
  const check = needsContractCheck(session?.type);
  const { data } = useContractRequestsQuery(undefined, { skip: !check });
  return { kind: check ? pendingContract(data) : null, account: session?.userName.toLowerCase() ?? '', token: session?.token ?? '' };
}

/**
 * The contract alert (spec 000 section 6): for session types other than 4, 40, 41 and 42, a pending daily-salary,
 * dividend or hourly-salary requirement offers the matching contract page, or to decide later. Mounted on entering
 * home with a session (the home header, through loadContractPrompt) and on agent home. It asks once per account and
 * contract on a device (decision 085): answered either way, it does not cover the dashboard at the next login; the
 * agent home's banner (ContractBanner) keeps the contract in reach. It takes its turn among the dialogs that open by
 * themselves (useDialogTurn: never stacked on the login announcements or the reality check). Silent when the check
 * fails.
 */
export function ContractPrompt() {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const { kind, account, token } = usePendingContract();
  const key = `${account}:${kind ?? ''}`;
  const login = `${token}:${kind ?? ''}`;
  const [, rerender] = useState(0);
  const open = useDialogTurn(!!kind && !answeredHere.has(login) && !answeredAlerts().includes(key));
  if (!open || !kind) return null;
  const answer = () => {
    remember(key, login);
    rerender((n) => n + 1);
  };
  return (
    <Prompt
      open
      title={t('contracts.promptTitle')}
      message={t('contracts.promptBody', { contract: t(`contracts.${kind}`) })}
      confirmLabel={t('contracts.view')}
      cancelLabel={t('contracts.later')}
      onConfirm={() => {
        answer();
        navigate(CONTRACT_PAGES[kind]);
      }}
      onCancel={answer}
    />
  );
}

const Banner = styled(Notice)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${(p) => p.theme.size.touch};
    color: ${(p) => p.theme.color.text.link};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

/** The agent home's reminder while a contract waits for an answer: what it is and the way to it, never in the way. */
export function ContractBanner() {
  const { t } = useTranslation('agent');
  const { kind } = usePendingContract();
  if (!kind) return null;
  return (
    <Banner role="status">
      <span>{t('contracts.promptBody', { contract: t(`contracts.${kind}`) })}</span>
      <Link to={CONTRACT_PAGES[kind]}>{t('contracts.view')}</Link>
    </Banner>
  );
}
