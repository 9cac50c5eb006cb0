import { compareAmounts } from '@wl/api-client';
import { useFormatAmount } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Muted } from '@wl/ui-kit';
import { OrderRecords, useOrderPaging } from '../records/OrderRecords';
import { RECORD_DAYS, useDepositRecordsQuery } from './depositApi';

/** The member's deposits of the last 30 days, newest first, with their state (pending, successful, failed). */
export function DepositRecords() {
  const { t } = useTranslation('cashier');
  const format = useFormatAmount();
  const paging = useOrderPaging();
  const records = useDepositRecordsQuery(paging.query, { refetchOnMountOrArgChange: true });
  return (
    <OrderRecords
      records={records}
      paging={paging}
      label={t('deposit.records.label')}
      empty={t('deposit.records.empty', { days: RECORD_DAYS })}
      statusText={(status) => t(`status.${status}`)}
      detail={(record) => record.channelName}
      extra={(record) => compareAmounts(record.fee, '0') > 0 && <Muted>{t('deposit.records.fee', { fee: format(record.fee) })}</Muted>}
    />
  );
}
