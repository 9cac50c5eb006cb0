// The team PnL chart, a lazy chunk of its own: the only module that imports uPlot (docs/decisions/076-team-pnl-charts.md),
// so the chart library reaches /m/agent/team/pnl only, after the page's figures are on screen.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import uPlot from 'uplot';
import type { TeamPnlDay } from '@wl/api-client/catalogue';
import { dayStartOf, useDateFormat } from '@wl/i18n';

export type PnlSeries = 'deposit' | 'bet' | 'profitLoss';

export interface PnlChartProps {
  days: readonly TeamPnlDay[];
  series: PnlSeries;
  /** the chart's accessible name (the canvas shows what the table below says) */
  label: string;
  /** the page's locale: day and amount labels of the axes */
  locale: string;
  /** the theme's colours as the theme holds them (`var(--...)` references), resolved when drawn */
  colors: { line: string; negative: string; axis: string; grid: string };
  /** the colour mode: a change redraws with the mode's colours */
  mode: string;
}

/** uPlot's layout rules (its stylesheet, less what this chart does not show: legend, title, selection). */
const Frame = styled.div`
  width: 100%;
  min-height: 12rem;
  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis,
  .u-cursor-x,
  .u-cursor-y,
  .u-select {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-select,
  .u-cursor-x,
  .u-cursor-y,
  .u-off {
    display: none;
  }
`;

/** A theme colour (`var(--name)` or a literal) as the canvas takes it, read from the element's computed style. */
function resolveColor(el: Element, value: string): string {
  const name = /^var\((--[^,)]+)/.exec(value)?.[1];
  if (!name) return value;
  return getComputedStyle(el).getPropertyValue(name).trim() || 'currentColor';
}

/** A day's short label on the axis (27 Nov). */
const DAY_LABEL: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

/**
 * The chosen figure per day on a canvas: deposits as a line, bets and profit / loss as bars (a loss in the
 * danger colour). It fills its container's width, follows it on resize, and is drawn again on a change of data,
 * series, locale or colour mode. Positions only: every figure shown as text is the decimal string, in the table.
 */
export function PnlChart({ days, series, label, locale, colors, mode }: PnlChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const dayFormat = useDateFormat(DAY_LABEL);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const color = (value: string) => resolveColor(el, value);
    // the page's text size (200 % text: larger labels and axes)
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const fontPx = Math.round(rem * 0.75);
    const font = `${fontPx}px ${getComputedStyle(el).fontFamily || 'sans-serif'}`;
    const amountFormat = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const xs = days.map((_, i) => i);
    const values = days.map((d) => Number(d[series]));
    const bars = uPlot.paths.bars?.({ size: [0.7, 48, 2] });
    const axis = { stroke: color(colors.axis), font, grid: { stroke: color(colors.grid), width: 1 }, ticks: { show: false } };
    const seriesOf = (): uPlot.Series[] => {
      if (series === 'deposit') return [{ stroke: color(colors.line), width: 2, points: { show: days.length <= 31, size: 6, fill: color(colors.line) } }];
      if (series === 'bet') return [{ stroke: color(colors.line), fill: color(colors.line), paths: bars }];
      // profit / loss: gains and losses as two bar series, so a loss shows in the danger colour
      return [
        { stroke: color(colors.line), fill: color(colors.line), paths: bars },
        { stroke: color(colors.negative), fill: color(colors.negative), paths: bars },
      ];
    };
    const data: uPlot.AlignedData =
      series === 'profitLoss' ? [xs, values.map((v) => (v >= 0 ? v : null)), values.map((v) => (v < 0 ? v : null))] : [xs, values];
    const size = () => ({ width: Math.max(el.clientWidth, 120), height: Math.max(Math.round(rem * 12), 160) });
    const chart = new uPlot(
      {
        ...size(),
        legend: { show: false },
        cursor: { show: false },
        // whole days: the x scale is the day's index, labelled by the day
        scales: { x: { time: false, range: [-0.5, Math.max(days.length - 0.5, 0.5)] }, y: { range: (_u, min, max) => [Math.min(0, min), Math.max(max, 1)] } },
        axes: [
          {
            ...axis,
            space: fontPx * 5,
            incrs: [1, 2, 7, 14, 30, 61, 91, 183],
            values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && days[i] ? dayFormat.format(dayStartOf(days[i].date)) : '')),
          },
          {
            ...axis,
            space: fontPx * 3,
            values: (_u, splits) => splits.map((v) => amountFormat.format(v)),
            // wide enough for the longest label at this text size
            size: (_u, labels) => Math.ceil(Math.max(2, ...(labels ?? []).map((l) => l.length)) * fontPx * 0.62) + fontPx,
          },
        ],
        series: [{}, ...seriesOf()],
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize(size()));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, locale, dayFormat, colors, mode]);

  return <Frame ref={box} role="img" aria-label={label} data-testid="pnl-chart" />;
}

export default PnlChart;
