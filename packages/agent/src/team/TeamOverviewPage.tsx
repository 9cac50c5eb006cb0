import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { AgentGuard } from '../AgentGuard';
import { useTeamKpiQuery, type DateRange } from '../api/agentApi';
import { AgentPage, Card } from '../ui/AgentPage';
import { Fields } from '../ui/DataList';
import { DateRangeForm } from '../ui/DateRangeForm';
import { formatAmount, lastDays } from '../ui/format';
import { QueryView } from '../ui/QueryView';

const AMOUNTS = ['depositAmount', 'withdrawAmount', 'betAmount', 'validBetAmount', 'winLoss', 'rebateAmount'] as const;
const COUNTS = ['teamSize', 'newMembers'] as const;

function TeamOverview() {
  const { t, i18n } = useTranslation('agent');
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const kpi = useTeamKpiQuery(range);
  return (
    <AgentPage title={t('menu.teamOverview')}>
      <DateRangeForm value={range} onApply={setRange} />
      <QueryView isLoading={kpi.isLoading} isError={kpi.isError} isFetching={kpi.isFetching} onRetry={() => void kpi.refetch()}>
        {kpi.data && (
          <Card aria-busy={kpi.isFetching}>
            <Fields>
              {COUNTS.map((key) => (
                <div key={key}>
                  <dt>{t(`kpi.${key}`)}</dt>
                  <dd>{kpi.data?.summary[key]}</dd>
                </div>
              ))}
              {AMOUNTS.map((key) => (
                <div key={key}>
                  <dt>{t(`kpi.${key}`)}</dt>
                  <dd>{formatAmount(kpi.data?.summary[key] ?? 0, i18n.language)}</dd>
                </div>
              ))}
            </Fields>
          </Card>
        )}
      </QueryView>
    </AgentPage>
  );
}

/** Team overview (/m/agent/team/overview): the team's KPIs over a date range. */
export function TeamOverviewPage() {
  return (
    <AgentGuard>
      <TeamOverview />
    </AgentGuard>
  );
}
