import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '@wl/api-client';
import { selectSession } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Prompt } from '@wl/ui-kit';
import { useContractRequestsQuery } from '../api/agentApi';
import { CONTRACT_PAGES, needsContractCheck, pendingContract } from '../rules/contracts';

/**
 * The contract alert (spec 000 section 6): for session types other than 4, 40, 41 and 42, a pending daily-salary,
 * dividend or hourly-salary requirement offers cancel or the matching contract page. Silent when the check fails.
 */
export function ContractPrompt() {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);
  const check = needsContractCheck(session?.type);
  const { data } = useContractRequestsQuery(undefined, { skip: !check });
  const [dismissed, setDismissed] = useState(false);
  const kind = check ? pendingContract(data) : null;
  if (!kind) return null;
  return (
    <Prompt
      open={!dismissed}
      title={t('contracts.promptTitle')}
      message={t('contracts.promptBody', { contract: t(`contracts.${kind}`) })}
      confirmLabel={t('contracts.view')}
      cancelLabel={tc('common.cancel')}
      onConfirm={() => {
        setDismissed(true);
        navigate(CONTRACT_PAGES[kind]);
      }}
      onCancel={() => setDismissed(true)}
    />
  );
}
