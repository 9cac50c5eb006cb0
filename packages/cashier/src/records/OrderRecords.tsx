import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFormatAmount } from '@wl/auth';
import { useDates, useTranslation } from '@wl/i18n';
import { Button, Card, CardList, EmptyState, Muted, PageState, ReceiptIcon, type PageStateQuery } from '@wl/ui-kit';
import { RECORD_DAYS, type RecordsQuery } from '../deposit/depositApi';
import { recordRange } from '../deposit/rules';
import { Pager } from './ui';

export { RECORD_DAYS };

// The list of a member's deposits or withdrawals (the deposit page's and the withdraw page's Records tab): the
// last RECORD_DAYS days, newest first, 20 a page, each order with its amount, state, what it went through, its time,
// its order number and its fee. The page owns the query (its own endpoint); this owns how it looks.

/** An order as both record calls answer it (depositRecords, withdrawRecords). */
export interface OrderRecord {
  orderId: string;
  amount: string;
  fee: string;
  status: 'pending' | 'success' | 'failed';
  createdAt: number;
}

export interface OrderPage<R extends OrderRecord> {
  list: R[];
  pageNum: number;
  totalPages: number;
}

/** The period and page the list asks for: the last RECORD_DAYS days, the first page at first. */
export function useOrderPaging() {
  const range = useMemo(() => recordRange(RECORD_DAYS), []);
  const [pageNo, setPageNo] = useState(1);
  const query: RecordsQuery = useMemo(() => ({ ...range, pageNo }), [range, pageNo]);
  return { query, pageNo, setPageNo };
}

export type OrderPaging = ReturnType<typeof useOrderPaging>;

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

const Status = styled.span<{ $status: OrderRecord['status'] }>`
  padding: 0 ${(p) => p.theme.space['2']};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => (p.$status === 'success' ? p.theme.color.status.success : p.$status === 'failed' ? p.theme.color.status.danger : p.theme.color.status.warning)};
  color: ${(p) => p.theme.color.status.onStatus};
  font-size: ${(p) => p.theme.font.size.sm};
`;

export interface OrderRecordsProps<R extends OrderRecord> {
  /** the page's records query, asked with `paging.query` */
  records: PageStateQuery<OrderPage<R>> & { isFetching: boolean };
  paging: OrderPaging;
  /** the list's accessible name (and its pager's) */
  label: string;
  /** the empty state's title */
  empty: string;
  /** the state as the player reads it for this kind of order */
  statusText: (status: R['status']) => string;
  /** what the order went through (the channel, the card), beside its time */
  detail: (record: R) => ReactNode;
  /** the fee (or nothing), beside the order number */
  extra: (record: R) => ReactNode;
}

/** A member's orders over the last RECORD_DAYS days with their state, a page at a time (loading, empty, error with retry). */
export function OrderRecords<R extends OrderRecord>({ records, paging, label, empty, statusText, detail, extra }: OrderRecordsProps<R>) {
  const { t } = useTranslation('cashier');
  const format = useFormatAmount();
  const time = useDates().time;
  const { pageNo, setPageNo } = paging;
  return (
    <PageState query={records} isEmpty={(page) => page.list.length === 0} empty={<EmptyState icon={<ReceiptIcon />} title={empty} />} size="section">
      {(page) => (
        <>
          <Muted>{t('orders.period', { days: RECORD_DAYS })}</Muted>
          <CardList aria-label={label}>
            {page.list.map((record) => (
              <li key={record.orderId}>
                <Card>
                  <Row>
                    <Amount>{format(record.amount)}</Amount>
                    <Status $status={record.status}>{statusText(record.status)}</Status>
                  </Row>
                  <Row>
                    <Muted>{detail(record)}</Muted>
                    <Muted>{time(record.createdAt)}</Muted>
                  </Row>
                  <Row>
                    <Muted>{t('orders.order', { orderId: record.orderId })}</Muted>
                    {extra(record)}
                  </Row>
                </Card>
              </li>
            ))}
          </CardList>
          {page.totalPages > 1 && (
            <Pager aria-label={label}>
              <Button variant="secondary" size="sm" disabled={pageNo <= 1 || records.isFetching} onClick={() => setPageNo((n) => n - 1)}>
                {t('orders.previous')}
              </Button>
              <Muted>{t('orders.page', { page: page.pageNum, pages: page.totalPages })}</Muted>
              <Button variant="secondary" size="sm" disabled={pageNo >= page.totalPages || records.isFetching} onClick={() => setPageNo((n) => n + 1)}>
                {t('orders.next')}
              </Button>
            </Pager>
          )}
        </>
      )}
    </PageState>
  );
}
