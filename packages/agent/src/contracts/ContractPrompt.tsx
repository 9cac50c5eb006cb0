import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '@wl/api-client';
import { selectSession } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Prompt, useDialogTurn } from '@wl/ui-kit';
import { useContractRequestsQuery } from '../api/agentApi';
import { CONTRACT_PAGES, needsContractCheck, pendingContract } from '../rules/contracts';

/** Alerts answered (cancel or view) in this page load, by login and contract: one answer covers home and agent home. */
const answered = new Set<string>();

/**
 * The contract alert (spec 000 section 6): for session types other than 4, 40, 41 and 42, a pending daily-salary,
 * dividend or hourly-salary requirement offers cancel or the matching contract page. Mounted on entering home with a
 * session (the home header, through loadContractPrompt) and on agent home; once answered it stays closed for that
 * login. It takes its turn among the dialogs that open by themselves (useDialogTurn: never stacked on the login
 * announcements or the reality check). Silent when the check fails.
 */
export function ContractPrompt() {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);
  const check = needsContractCheck(session?.type);
  const { data } = useContractRequestsQuery(undefined, { skip: !check });
  const kind = check ? pendingContract(data) : null;
  const key = `${session?.token ?? ''}:${kind ?? ''}`;
  const [, rerender] = useState(0);
  const open = useDialogTurn(!!kind && !answered.has(key));
  if (!open || !kind) return null;
  const answer = () => {
    answered.add(key);
    rerender((n) => n + 1);
  };
  return (
    <Prompt
      open
      title={t('contracts.promptTitle')}
      message={t('contracts.promptBody', { contract: t(`contracts.${kind}`) })}
      confirmLabel={t('contracts.view')}
      cancelLabel={tc('common.cancel')}
      onConfirm={() => {
        answer();
        navigate(CONTRACT_PAGES[kind]);
      }}
      onCancel={answer}
    />
  );
}
