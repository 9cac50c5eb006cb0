import { useFormatAmount } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { FieldList, RecordHead, RecordItem } from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useTeamPnlQuery } from '../api/agentApi';
import { Signed } from '../ui/DataList';
import { PnlTrendCard } from './PnlTrendCard';
import { ReportFrame, useReportRange } from './ReportFrame';

function TeamPnl() {
  const { t } = useTranslation('agent');
  const report = useReportRange();
  const query = useTeamPnlQuery(report.args);
  const amount = useFormatAmount();
  return (
    <ReportFrame
      title={t('menu.teamPnl')}
      report={report}
      query={query}
      before={<PnlTrendCard range={report.range} />}
      renderRow={(row) => (
        <RecordItem key={row.account} aria-label={row.account}>
          <RecordHead>
            <span>{row.account}</span>
            <Signed $value={row.profit}>{amount(row.profit)}</Signed>
          </RecordHead>
          <FieldList
            items={[
              { label: t('pnl.bet'), value: amount(row.betAmount) },
              { label: t('pnl.winLoss'), value: <Signed $value={row.winLoss}>{amount(row.winLoss)}</Signed> },
              { label: t('pnl.rebate'), value: amount(row.rebateAmount) },
            ]}
          />
        </RecordItem>
      )}
    />
  );
}

/** Team profit and loss (/m/agent/team/pnl): per day as a chart and a table, then per member, over a date range. */
export function TeamPnlPage() {
  return (
    <AgentGuard>
      <TeamPnl />
    </AgentGuard>
  );
}
