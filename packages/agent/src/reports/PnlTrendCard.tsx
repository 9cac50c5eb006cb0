import { useId, useMemo, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { compareAmounts } from '@wl/api-client';
import type { TeamPnlDay } from '@wl/api-client/catalogue';
import { useFormatAmount } from '@wl/auth';
import { useColorMode } from '@wl/brand';
import { localeOf, useDates, useTranslation } from '@wl/i18n';
import { Card, DataTable, Heading, lazyPart, Muted, PageState, PartBoundary, Spinner, Tabs } from '@wl/ui-kit';
import { useTeamPnlTrendQuery, type DateRange } from '../api/agentApi';
import { Signed } from '../ui/DataList';
import type { PnlSeries } from './PnlChart';

// the chart library's chunk: loaded when this card has days to draw, never by the page's own chunk
const PnlChart = lazyPart(() => import('./PnlChart').then((m) => m.default));

const SERIES: readonly PnlSeries[] = ['deposit', 'bet', 'profitLoss'];

/** Whether this browser can draw the chart (uPlot needs media queries, canvas paths and resize observation). */
const canDraw = () => typeof window.matchMedia === 'function' && typeof window.ResizeObserver === 'function' && typeof window.Path2D === 'function';

/** A range with nothing to show: every day at zero. */
export const quietRange = (days: readonly TeamPnlDay[]): boolean =>
  days.every((d) => compareAmounts(d.deposit, '0') === 0 && compareAmounts(d.bet, '0') === 0 && compareAmounts(d.profitLoss, '0') === 0);

const ChartBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 12rem;
`;

const Details = styled.details`
  & > summary {
    min-height: ${(p) => p.theme.size.touch};
    padding: ${(p) => p.theme.space['2']} 0;
    color: ${(p) => p.theme.color.text.link};
    cursor: pointer;
  }
`;

/** The figures per day as a table: the chart's text alternative, for screen readers and for exact figures. */
function DayTable({ days, caption }: { days: readonly TeamPnlDay[]; caption: string }) {
  const { t } = useTranslation('agent');
  const { isoDay } = useDates();
  const money = useFormatAmount();
  return (
    <DataTable label={caption} caption>
      <thead>
        <tr>
          <th scope="col">{t('pnlChart.date')}</th>
          {SERIES.map((s) => (
            <th scope="col" key={s}>
              {t(`pnlChart.${s}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date} data-date={day.date}>
            <th scope="row">{isoDay(day.date)}</th>
            <td>{money(day.deposit)}</td>
            <td>{money(day.bet)}</td>
            <td>
              <Signed $value={day.profitLoss}>{money(day.profitLoss)}</Signed>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * The team's deposits, bets and profit / loss per day of the report's range (/m/agent/team/pnl, issue 20 item 5): a
 * chart of one figure at a time (tabs), drawn by a lazily loaded chunk, and the same numbers as a table. A range
 * without activity shows nothing here: the report's own empty state below says so.
 */
export function PnlTrendCard({ range }: { range: DateRange }) {
  const { t, i18n } = useTranslation('agent');
  const { mode } = useColorMode();
  const trend = useTeamPnlTrendQuery(range);
  const [series, setSeries] = useState<PnlSeries>('profitLoss');
  const panelId = useId();
  const titleId = useId();
  const locale = localeOf(i18n);
  const colors = useChartColors();
  const { isoDay } = useDates();
  const dates = { start: isoDay(range.startDate), end: isoDay(range.endDate) };
  const chartFailed = <Muted role="status">{t('pnlChart.chartFailed')}</Muted>;
  // nothing happened in the range: the report's empty state below says so, once
  if (trend.data && !trend.isError && quietRange(trend.data.list)) return null;
  return (
    <Card aria-labelledby={titleId} aria-busy={trend.isFetching}>
      <Heading id={titleId}>{t('pnlChart.title')}</Heading>
      <PageState query={trend} size="section">
        {({ list }) => (
          <>
            <Tabs
              items={SERIES.map((id) => ({ id, label: t(`pnlChart.${id}`) }))}
              value={series}
              onChange={(id) => setSeries(id as PnlSeries)}
              panelId={panelId}
              label={t('pnlChart.series')}
            />
            <ChartBox id={panelId} role="tabpanel" aria-label={t(`pnlChart.${series}`)}>
              {canDraw() ? (
                // the chart's code that cannot load (offline, a new release): the table below says the same
                <PartBoundary fallback={<Spinner label={t('pnlChart.loading')} />} failed={chartFailed}>
                  <PnlChart
                    days={list}
                    series={series}
                    label={t('pnlChart.chartName', { series: t(`pnlChart.${series}`), ...dates })}
                    locale={locale}
                    colors={colors}
                    mode={mode}
                  />
                </PartBoundary>
              ) : (
                chartFailed
              )}
            </ChartBox>
            <Details>
              <summary>{t('pnlChart.table')}</summary>
              <DayTable days={list} caption={t('pnlChart.caption', dates)} />
            </Details>
          </>
        )}
      </PageState>
    </Card>
  );
}

/**
 * The chart's colours from the brand's theme (references the chart resolves when it draws): text tokens the brand
 * checks hold at 4.5:1 or more on the card's surface in both modes, so a line or bar is visible in every brand.
 */
function useChartColors() {
  const theme = useTheme();
  return useMemo(
    () => ({ line: theme.color.text.link, negative: theme.color.status.danger, axis: theme.color.text.secondary, grid: theme.color.border.default }),
    [theme],
  );
}
