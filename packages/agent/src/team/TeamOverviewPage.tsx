import { useState } from 'react';
import { useFormatAmount } from '@wl/auth';
import { lastDays, useTranslation } from '@wl/i18n';
import { Card, FieldList, PageState } from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useTeamKpiQuery, type DateRange } from '../api/agentApi';
import { AgentPage } from '../ui/AgentPage';
import { DateRangeForm } from '@wl/auth/forms';

const AMOUNTS = ['depositAmount', 'withdrawAmount', 'betAmount', 'validBetAmount', 'winLoss', 'rebateAmount'] as const;
const COUNTS = ['teamSize', 'newMembers'] as const;

function TeamOverview() {
  const { t } = useTranslation('agent');
  const money = useFormatAmount();
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const kpi = useTeamKpiQuery(range);
  return (
    <AgentPage title={t('menu.teamOverview')}>
      <DateRangeForm value={range} onApply={setRange} />
      <PageState query={kpi}>
        {({ summary }) => (
          <Card aria-busy={kpi.isFetching}>
            <FieldList
              items={[
                ...COUNTS.map((key) => ({ label: t(`kpi.${key}`), value: summary[key] })),
                ...AMOUNTS.map((key) => ({ label: t(`kpi.${key}`), value: money(summary[key]) })),
              ]}
            />
          </Card>
        )}
      </PageState>
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
