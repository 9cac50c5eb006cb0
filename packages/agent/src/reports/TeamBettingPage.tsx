import { useState } from 'react';
import { DEBOUNCE_MS } from '@wl/api-client';
import { useFormatAmount } from '@wl/auth';
import { useDates, useTranslation } from '@wl/i18n';
import { FieldList, Muted, RecordHead, RecordItem, TextField, useDebounced } from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useTeamBettingQuery } from '../api/agentApi';
import { Signed } from '../ui/DataList';
import { ReportFrame, useReportRange } from './ReportFrame';

function TeamBetting() {
  const { t } = useTranslation('agent');
  const dates = useDates();
  const report = useReportRange();
  const [account, setAccount] = useState('');
  const settled = useDebounced(account.trim(), DEBOUNCE_MS.search);
  const query = useTeamBettingQuery({ ...report.args, account: settled });
  const amount = useFormatAmount();
  return (
    <ReportFrame
      title={t('menu.teamBetting')}
      report={report}
      query={query}
      filter={<TextField label={t('betting.account')} type="search" value={account} onChange={(e) => setAccount(e.target.value)} />}
      renderRow={(row) => (
        <RecordItem key={row.id} aria-label={`${row.account} ${row.gameName}`}>
          <RecordHead>
            <span>{row.account}</span>
            <Muted>{dates.isoDay(row.betTime)}</Muted>
          </RecordHead>
          <FieldList
            items={[
              { label: t('betting.game'), value: row.gameName },
              { label: t('betting.amount'), value: amount(row.betAmount) },
              { label: t('betting.winLoss'), value: <Signed $value={row.winLoss}>{amount(row.winLoss)}</Signed> },
            ]}
          />
        </RecordItem>
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
