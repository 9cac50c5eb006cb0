import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { compareAmounts } from '@wl/api-client';
import { useDateTime, useTranslation } from '@wl/i18n';
import { Button, Card, CardList, EmptyState, Muted, PageState, ReceiptIcon } from '@wl/ui-kit';
import { RECORD_DAYS, useDepositRecordsQuery, type DepositRecord } from './depositApi';
import { useFormatAmount } from '@wl/auth';
import { recordRange } from './rules';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['2']};
  min-width: 0;
`;

const Amount = styled.strong`
  font-size: ${(p) => p.theme.font.size.md};
  overflow-wrap: anywhere;
`;

const Status = styled.span<{ $status: DepositRecord['status'] }>`
  padding: 0 ${(p) => p.theme.space['2']};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => (p.$status === 'success' ? p.theme.color.status.success : p.$status === 'failed' ? p.theme.color.status.danger : p.theme.color.status.warning)};
  color: ${(p) => p.theme.color.status.onStatus};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
`;

/** The member's deposits of the last 30 days, newest first, with their state (pending, successful, failed). */
export function DepositRecords() {
  const { t } = useTranslation('cashier');
  const format = useFormatAmount();
  const range = useMemo(() => recordRange(RECORD_DAYS), []);
  const [pageNo, setPageNo] = useState(1);
  const records = useDepositRecordsQuery({ ...range, pageNo }, { refetchOnMountOrArgChange: true });
  const time = useDateTime();

  return (
    <PageState
      query={records}
      isEmpty={(page) => page.list.length === 0}
      empty={<EmptyState icon={<ReceiptIcon />} title={t('deposit.records.empty', { days: RECORD_DAYS })} />}
      size="section"
    >
      {(page) => (
        <>
          <Muted>{t('deposit.records.period', { days: RECORD_DAYS })}</Muted>
          <CardList aria-label={t('deposit.records.label')}>
            {page.list.map((record) => (
              <li key={record.orderId}>
                <Card>
                  <Row>
                    <Amount>{format(record.amount)}</Amount>
                    <Status $status={record.status}>{t(`status.${record.status}`)}</Status>
                  </Row>
                  <Row>
                    <Muted>{record.channelName}</Muted>
                    <Muted>{time(record.createdAt)}</Muted>
                  </Row>
                  <Row>
                    <Muted>{t('deposit.records.order', { orderId: record.orderId })}</Muted>
                    {compareAmounts(record.fee, '0') > 0 && <Muted>{t('deposit.records.fee', { fee: format(record.fee) })}</Muted>}
                  </Row>
                </Card>
              </li>
            ))}
          </CardList>
          {page.totalPages > 1 && (
            <Pager aria-label={t('deposit.records.label')}>
              <Button variant="secondary" size="sm" disabled={pageNo <= 1 || records.isFetching} onClick={() => setPageNo((n) => n - 1)}>
                {t('deposit.records.previous')}
              </Button>
              <Muted>{t('deposit.records.page', { page: page.pageNum, pages: page.totalPages })}</Muted>
              <Button variant="secondary" size="sm" disabled={pageNo >= page.totalPages || records.isFetching} onClick={() => setPageNo((n) => n + 1)}>
                {t('deposit.records.next')}
              </Button>
            </Pager>
          )}
        </>
      )}
    </PageState>
  );
}
