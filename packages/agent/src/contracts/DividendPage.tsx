import { useTranslation, localeOf } from '@wl/i18n';
import { Card, EmptyState, FileIcon, Muted, PageState } from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useCurrentDividendQuery } from '../api/agentApi';
import { AgentPage, CardTitle } from '../ui/AgentPage';
import { formatAmount, formatDay } from '../ui/format';
import { LinkButton } from '../ui/LinkButton';
import { CONTRACT_PAGES } from '../rules/contracts';

function Dividend() {
  const { t, i18n } = useTranslation('agent');
  const dividend = useCurrentDividendQuery();
  const data = dividend.data;
  return (
    <AgentPage title={t('home.dividends')}>
      <PageState query={dividend}>
        {data?.applicable ? (
          <Card>
            <CardTitle>{t('dividend.current')}</CardTitle>
            <strong>{formatAmount(data.amount, localeOf(i18n))}</strong>
            <Muted>{t('dividend.period', { start: formatDay(data.periodStart), end: formatDay(data.periodEnd) })}</Muted>
          </Card>
        ) : (
          <EmptyState icon={<FileIcon />} title={t('dividend.notApplicable')} />
        )}
        <LinkButton to={CONTRACT_PAGES.dividend} $variant="secondary">
          {t('dividend.contract')}
        </LinkButton>
      </PageState>
    </AgentPage>
  );
}

/** Dividends (/m/member/agent/agentDivident): the current period's dividend and the contract. */
export function DividendPage() {
  return (
    <AgentGuard>
      <Dividend />
    </AgentGuard>
  );
}
