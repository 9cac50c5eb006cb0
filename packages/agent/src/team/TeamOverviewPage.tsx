import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Card, FieldList } from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useTeamKpiQuery, type DateRange } from '../api/agentApi';
import { AgentPage } from '../ui/AgentPage';
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
            <FieldList
              items={[
                ...COUNTS.map((key) => ({ label: t(`kpi.${key}`), value: kpi.data?.summary[key] })),
                ...AMOUNTS.map((key) => ({ label: t(`kpi.${key}`), value: formatAmount(kpi.data?.summary[key] ?? 0, i18n.language) })),
              ]}
            />
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
