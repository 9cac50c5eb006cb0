import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MAIN_WALLET_CODE } from '@wl/api-client/catalogue';
import { useFormatAmount } from '@wl/auth';
import { useDates, useTranslation } from '@wl/i18n';
import { Button, CardList, EmptyState, Muted, PageState, ReceiptIcon, RecordHead, RecordItem } from '@wl/ui-kit';
import { useWalletBalancesQuery } from '../wallets/walletsApi';
import { useMemberTransactionsQuery, useTransactionCodesQuery, type DateRange } from './recordsApi';
import { Pager, Select, SelectLabel, Signed } from './ui';

/** The member's transactions over the period, by type, newest first, a page at a time. */
export function TransactionsTab({ range, currencySymbol }: { range: DateRange; currencySymbol: string }) {
  const { t, i18n } = useTranslation('cashier');
  const dates = useDates();
  const navigate = useNavigate();
  // a link may open the records on one type (`?type=BET`: the bet records' link to vendor game bets)
  const [params] = useSearchParams();
  const [txCode, setTxCode] = useState(() => params.get('type') ?? '');
  const [page, setPage] = useState({ pageNo: 1, key: '' });
  const key = `${range.startDate}:${range.endDate}:${txCode}`;
  // a new period or type starts at page 1
  const pageNo = page.key === key ? page.pageNo : 1;
  const codes = useTransactionCodesQuery(i18n.language);
  const wallets = useWalletBalancesQuery();
  const query = useMemberTransactionsQuery({ ...range, txCode, pageNo });
  const format = useFormatAmount();
  const money = (amount: string) => format(amount, currencySymbol);
  const typeName = (code: string) => codes.data?.find((c) => c.code === code)?.name ?? code;
  const walletName = (code: string) => (code === MAIN_WALLET_CODE ? t('wallets.main') : (wallets.data?.wallets.find((w) => w.vendor === code)?.name ?? code));

  return (
    <>
      <SelectLabel>
        {t('wallets.records.type')}
        <Select value={txCode} onChange={(e) => setTxCode(e.target.value)}>
          <option value="">{t('wallets.records.allTypes')}</option>
          {codes.data?.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </Select>
      </SelectLabel>
      <PageState
        query={query}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState
            icon={<ReceiptIcon />}
            title={t('wallets.records.noTransactions')}
            description={t('wallets.records.noTransactionsHint')}
            action={<Button onClick={() => void navigate('/m/voucherCenter')}>{t('wallets.records.deposit')}</Button>}
          />
        }
      >
        {(data) => (
          <>
            <CardList aria-busy={query.isFetching} aria-label={t('wallets.records.transactions')}>
              {data.list.map((row) => (
                <RecordItem key={row.id}>
                  <RecordHead>
                    <span>{typeName(row.txCode)}</span>
                    <Signed $amount={row.amount}>{money(row.amount)}</Signed>
                  </RecordHead>
                  <Muted>
                    {dates.time(row.createdAt)} · {t('wallets.records.wallet', { wallet: walletName(row.wallet) })}
                  </Muted>
                  <Muted>{t('wallets.records.balanceAfter', { amount: money(row.balance) })}</Muted>
                </RecordItem>
              ))}
            </CardList>
            {data.totalPages > 1 && (
              <Pager aria-label={t('wallets.records.page', { page: data.pageNum, total: data.totalPages })}>
                <Button variant="secondary" size="sm" disabled={data.pageNum <= 1} onClick={() => setPage({ key, pageNo: data.pageNum - 1 })}>
                  {t('wallets.records.previous')}
                </Button>
                <Muted>{t('wallets.records.page', { page: data.pageNum, total: data.totalPages })}</Muted>
                <Button variant="secondary" size="sm" disabled={data.pageNum >= data.totalPages} onClick={() => setPage({ key, pageNo: data.pageNum + 1 })}>
                  {t('wallets.records.next')}
                </Button>
              </Pager>
            )}
          </>
        )}
      </PageState>
    </>
  );
}
