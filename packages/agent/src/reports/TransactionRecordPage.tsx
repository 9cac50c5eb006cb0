import { useSearchParams } from 'react-router';
import { useFormatAmount } from '@wl/auth';
import { useDates, useTranslation } from '@wl/i18n';
import { AgentGuard } from '../AgentGuard';
import { useTransactionsQuery } from '../api/agentApi';
import { Signed } from '../ui/DataList';
import { ReportFrame, useReportRange } from './ReportFrame';
import { Muted, RecordHead, RecordItem } from '@wl/ui-kit';

const KNOWN = ['REBATE', 'DAILY_SALARY', 'DIVIDEND', 'TRANSFER_DOWNLINE'] as const;
const isKnown = (type: string): type is (typeof KNOWN)[number] => (KNOWN as readonly string[]).includes(type);

function TransactionRecord() {
  const { t } = useTranslation('agent');
  const dates = useDates();
  const [params] = useSearchParams();
  const report = useReportRange(30);
  const query = useTransactionsQuery({ ...report.args, types: params.get('types') || 'A' });
  const amount = useFormatAmount();
  return (
    <ReportFrame
      title={t('menu.transactions')}
      report={report}
      query={query}
      renderRow={(row) => (
        <RecordItem key={row.id} aria-label={row.id}>
          <RecordHead>
            <span>{isKnown(row.type) ? t(`transactions.types.${row.type}`) : row.type}</span>
            <Signed $value={row.amount}>{amount(row.amount)}</Signed>
          </RecordHead>
          <Muted>
            {dates.isoDay(row.time)} · {t('transactions.balanceAfter', { amount: amount(row.balanceAfter) })}
            {row.remark ? ` · ${row.remark}` : ''}
          </Muted>
        </RecordItem>
      )}
    />
  );
}

/** Transaction records of type A (/m/transaction/record?types=A) over a date range. */
export function TransactionRecordPage() {
  return (
    <AgentGuard>
      <TransactionRecord />
    </AgentGuard>
  );
}
