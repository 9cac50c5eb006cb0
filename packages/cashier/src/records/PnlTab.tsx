import { useNavigate } from 'react-router';
import { useFormatAmount } from '@wl/auth';
import { useDates, useTranslation } from '@wl/i18n';
import { Button, Card, CardList, ChartIcon, EmptyState, Figures, PageState, RecordHead, RecordItem } from '@wl/ui-kit';
import { useMemberPnlQuery, type DateRange } from './recordsApi';
import { Signed } from './ui';

/** Profit and loss over the period: its totals, then each day with bets, newest first. */
export function PnlTab({ range, currencySymbol }: { range: DateRange; currencySymbol: string }) {
  const { t } = useTranslation('cashier');
  const dates = useDates();
  const navigate = useNavigate();
  const query = useMemberPnlQuery(range);
  const format = useFormatAmount();
  const money = (amount: string) => format(amount, currencySymbol);
  const figures = (row: { bet: string; win: string; pnl: string }) => (
    <Figures $layout="grid">
      <div>
        <dt>{t('wallets.records.bet')}</dt>
        <dd>{money(row.bet)}</dd>
      </div>
      <div>
        <dt>{t('wallets.records.win')}</dt>
        <dd>{money(row.win)}</dd>
      </div>
      <div>
        <dt>{t('wallets.records.result')}</dt>
        <dd>
          <Signed $amount={row.pnl}>{money(row.pnl)}</Signed>
        </dd>
      </div>
    </Figures>
  );
  return (
    <PageState
      query={query}
      isEmpty={(data) => data.days.length === 0}
      empty={
        <EmptyState
          icon={<ChartIcon />}
          title={t('wallets.records.noBets')}
          description={t('wallets.records.noBetsHint')}
          action={<Button onClick={() => void navigate('/m/home')}>{t('wallets.records.browseGames')}</Button>}
        />
      }
    >
      {(data) => (
        <>
          <Card
            aria-label={t('wallets.records.period', { from: dates.day(range.startDate), to: dates.day(range.endDate) })}
            data-testid="pnl-total"
            aria-busy={query.isFetching}
          >
            <RecordHead>{t('wallets.records.period', { from: dates.day(range.startDate), to: dates.day(range.endDate) })}</RecordHead>
            {figures(data)}
          </Card>
          <CardList aria-label={t('wallets.records.byDay')}>
            {data.days.map((day) => (
              <RecordItem key={day.date}>
                <RecordHead>{dates.day(day.date)}</RecordHead>
                {figures(day)}
              </RecordItem>
            ))}
          </CardList>
        </>
      )}
    </PageState>
  );
}
