import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '@wl/api-client';
import { AccessGuard, selectSession } from '@wl/auth';
import { useTranslation, useDates } from '@wl/i18n';
import { Button, CardList, EmptyState, Muted, PageBody, PageState, ReceiptIcon, RecordHead, RecordItem, Spinner, Stack } from '@wl/ui-kit';
import { useLoadMoreNearEnd } from '../ui/useLoadMoreNearEnd';
import { useLotteryOrderPagesInfiniteQuery, type LotteryOrder } from './betRecordsApi';
import { OrderDetail } from './OrderDetail';
import { OrderFigures } from './OrderFigures';
import { periodRange, PERIODS, readFilters, STATUSES } from './period';
import { Center, Chips, FilterLabel, StatusPill } from './ui';

const OrderLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  color: inherit;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 4px;
  }
`;

/**
 * Bet records (/m/betRecords, not for trial accounts): the member's lottery bets over a period and of a status, a page
 * at a time as the player scrolls; a bet opens in the page (`?order=<id>`) with its sub-orders. Bets in vendors' games
 * are in the transaction records (/m/records, type Bet), linked here.
 */
export function BetRecordsPage() {
  return (
    <AccessGuard feature="bets">
      <BetRecords />
    </AccessGuard>
  );
}

function BetRecords() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  return <PageBody>{orderId ? <OrderDetail orderId={orderId} /> : <OrderList />}</PageBody>;
}

function OrderList() {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { period, status } = readFilters(params);
  const member = useAppSelector(selectSession)?.userName;
  // the period's times are fixed when it is chosen (the same cache entry while the page is open)
  const range = useMemo(() => periodRange(period), [period]);
  const pages = useLotteryOrderPagesInfiniteQuery(member ? { ...range, ...(status ? { status } : {}), member } : skipToken);
  const orders = useMemo(() => pages.currentData?.pages.flatMap((page) => page.list), [pages.currentData]);
  // a failed next page keeps the bets shown and offers a retry under them
  const moreFailed = pages.isError && orders !== undefined;
  useLoadMoreNearEnd(
    pages.hasNextPage && !pages.isFetching && !moreFailed ? () => void pages.fetchNextPage() : undefined,
    orders?.length ?? 0,
    orders !== undefined,
  );

  const filter = (key: 'period' | 'status', value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <>
      <Stack role="search" aria-label={t('betRecords.filters')}>
        <Chips role="group" aria-labelledby="bet-period">
          <FilterLabel id="bet-period">{t('betRecords.period')}</FilterLabel>
          {PERIODS.map((p) => (
            <button key={p} type="button" aria-pressed={period === p} onClick={() => filter('period', p)}>
              {t(`betRecords.${p}`)}
            </button>
          ))}
        </Chips>
        <Chips role="group" aria-labelledby="bet-status">
          <FilterLabel id="bet-status">{t('betRecords.statusFilter')}</FilterLabel>
          <button type="button" aria-pressed={!status} onClick={() => filter('status', undefined)}>
            {t('betRecords.all')}
          </button>
          {STATUSES.map((s) => (
            <button key={s} type="button" aria-pressed={status === s} onClick={() => filter('status', s)}>
              {t(`betRecords.status.${s}`)}
            </button>
          ))}
        </Chips>
      </Stack>
      <Muted>
        {t('betRecords.vendorBets')} <Link to="/m/records?type=BET">{t('betRecords.vendorBetsLink')}</Link>
      </Muted>
      <PageState
        query={{
          data: orders,
          isLoading: orders === undefined && !pages.isError,
          isError: pages.isError && !moreFailed,
          isFetching: pages.isFetching,
          refetch: pages.refetch,
        }}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon={<ReceiptIcon />} title={t('betRecords.empty')} description={t('betRecords.emptyHint')} />}
      >
        {(list) => (
          <>
            <CardList aria-label={t('betRecords.orders')} aria-busy={pages.isFetching}>
              {list.map((order) => (
                <OrderRow key={order.orderId} order={order} search={`?${new URLSearchParams({ ...Object.fromEntries(params), order: order.orderId })}`} />
              ))}
            </CardList>
            <Center>
              {pages.isFetchingNextPage ? (
                <Spinner label={t('betRecords.loadingMore')} />
              ) : moreFailed ? (
                <span role="alert">
                  {t('betRecords.moreFailed')}{' '}
                  <Button size="sm" variant="secondary" onClick={() => void pages.fetchNextPage()}>
                    {tc('common.retry')}
                  </Button>
                </span>
              ) : (
                !pages.hasNextPage && t('betRecords.end')
              )}
            </Center>
          </>
        )}
      </PageState>
    </>
  );
}

/** One bet: a link to its detail in the page (the back button returns to the list and its filters). */
function OrderRow({ order, search }: { order: LotteryOrder; search: string }) {
  const { t } = useTranslation('games');
  const time = useDates().time;
  return (
    <RecordItem>
      <OrderLink to={{ search }}>
        <RecordHead>
          <span>{order.gameName}</span>
          <StatusPill $status={order.status}>{t(`betRecords.status.${order.status}`)}</StatusPill>
        </RecordHead>
        <Muted>
          {t('betRecords.draw', { numero: order.numero })} · {t('betRecords.placed', { time: time(order.createTime) })}
        </Muted>
        <OrderFigures order={order} />
      </OrderLink>
    </RecordItem>
  );
}
