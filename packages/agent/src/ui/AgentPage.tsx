import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@wl/i18n';
import { PageBody, TopBar } from '@wl/ui-kit';

/** A page of the agent area (its routes have no shell top bar): title, back one step (else the agent home), content. */
export function AgentPage({ title, children, backTo = '/m/agent' }: { title: string; children: ReactNode; backTo?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate(backTo, { replace: true });
  };
  return (
    <>
      <TopBar title={title} onBack={back} backLabel={t('common.back')} />
      <PageBody>{children}</PageBody>
    </>
  );
}
