import { useTranslation } from '@wl/i18n';
import { AgentGuard } from '../AgentGuard';
import { useTeamPnlQuery } from '../api/agentApi';
import { DataItem, Fields, ItemHead, Signed } from '../ui/DataList';
import { formatAmount } from '../ui/format';
import { ReportFrame, useReportRange } from './ReportFrame';

function TeamPnl() {
  const { t, i18n } = useTranslation('agent');
  const report = useReportRange();
  const query = useTeamPnlQuery(report.args);
  const amount = (value: number) => formatAmount(value, i18n.language);
  return (
    <ReportFrame
      title={t('menu.teamPnl')}
      report={report}
      query={query}
      renderRow={(row) => (
        <DataItem key={row.account} aria-label={row.account}>
          <ItemHead>
            <span>{row.account}</span>
            <Signed $value={row.profit}>{amount(row.profit)}</Signed>
          </ItemHead>
          <Fields>
            <div>
              <dt>{t('pnl.bet')}</dt>
              <dd>{amount(row.betAmount)}</dd>
            </div>
            <div>
              <dt>{t('pnl.winLoss')}</dt>
              <dd>
                <Signed $value={row.winLoss}>{amount(row.winLoss)}</Signed>
              </dd>
            </div>
            <div>
              <dt>{t('pnl.rebate')}</dt>
              <dd>{amount(row.rebateAmount)}</dd>
            </div>
          </Fields>
        </DataItem>
      )}
    />
  );
}

/** Team profit and loss (/m/agent/team/pnl), per member over a date range. */
export function TeamPnlPage() {
  return (
    <AgentGuard>
      <TeamPnl />
    </AgentGuard>
  );
}
