import { useState } from 'react';
import { DEBOUNCE_MS } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { FieldList, TextField, useDebounced } from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useTeamBettingQuery } from '../api/agentApi';
import { Muted } from '../ui/AgentPage';
import { DataItem, ItemHead, Signed } from '../ui/DataList';
import { formatAmount, formatDay } from '../ui/format';
import { ReportFrame, useReportRange } from './ReportFrame';

function TeamBetting() {
  const { t, i18n } = useTranslation('agent');
  const report = useReportRange();
  const [account, setAccount] = useState('');
  const settled = useDebounced(account.trim(), DEBOUNCE_MS.search);
  const query = useTeamBettingQuery({ ...report.args, account: settled });
  const amount = (value: number) => formatAmount(value, i18n.language);
  return (
    <ReportFrame
      title={t('menu.teamBetting')}
      report={report}
      query={query}
      filter={<TextField label={t('betting.account')} type="search" value={account} onChange={(e) => setAccount(e.target.value)} />}
      renderRow={(row) => (
        <DataItem key={row.id} aria-label={`${row.account} ${row.gameName}`}>
          <ItemHead>
            <span>{row.account}</span>
            <Muted>{formatDay(row.betTime)}</Muted>
          </ItemHead>
          <FieldList
            items={[
              { label: t('betting.game'), value: row.gameName },
              { label: t('betting.amount'), value: amount(row.betAmount) },
              { label: t('betting.winLoss'), value: <Signed $value={row.winLoss}>{amount(row.winLoss)}</Signed> },
            ]}
          />
        </DataItem>
      )}
    />
  );
}

/** Team betting (/m/teamBetting): the team's bets over a date range, filtered by account. */
export function TeamBettingPage() {
  return (
    <AgentGuard>
      <TeamBetting />
    </AgentGuard>
  );
}
