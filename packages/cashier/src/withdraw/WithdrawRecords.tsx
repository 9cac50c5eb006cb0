import { fromMinor, toMinor } from '@wl/api-client';
import { useFormatAmount } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Muted } from '@wl/ui-kit';
import { OrderRecords, RECORD_DAYS, useOrderPaging } from '../records/OrderRecords';
import { useWithdrawRecordsQuery } from '../security/securityApi';

/** What reaches the card of a withdrawal: its amount less the merchant's fee (catalogue `withdrawLimits.fee`). */
export const toCard = (amount: string, fee: string): string => fromMinor(toMinor(amount) - toMinor(fee));

/** The member's withdrawals of the last 30 days, newest first: pending, paid or rejected, with fee, card and time. */
export function WithdrawRecords() {
  const { t } = useTranslation('cashier');
  const format = useFormatAmount();
  const paging = useOrderPaging();
  const records = useWithdrawRecordsQuery(paging.query, { refetchOnMountOrArgChange: true });
  return (
    <OrderRecords
      records={records}
      paging={paging}
      label={t('withdraw.records.label')}
      empty={t('withdraw.records.empty', { days: RECORD_DAYS })}
      statusText={(status) => t(`withdraw.status.${status}`)}
      detail={(record) => t('withdraw.records.card', { last4: record.cardLast4 })}
      extra={(record) => <Muted>{t('withdraw.records.fee', { fee: format(record.fee), net: format(toCard(record.amount, record.fee)) })}</Muted>}
    />
  );
}
