import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { teamPnlTrend, type TeamPnlTrendValue } from '@wl/api-client/catalogue';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { lastDays } from '@wl/i18n';
import { TeamPnlPage } from './TeamPnlPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);

// jsdom has no canvas, paths, media queries or resize observer: just enough of them for uPlot to draw, recording the
// context's calls
const drawn: string[] = [];
const context = new Proxy({} as Record<string | symbol, unknown>, {
  get: (target, key) => (key in target ? target[key] : key === 'measureText' ? () => ({ width: 10 }) : () => drawn.push(String(key))),
  set: (target, key, value) => {
    target[key] = value;
    return true;
  },
});
// stubbed for each test: globals are unstubbed after each (vitest.shared.ts)
beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'Path2D',
    class {
      rect() {}
      moveTo() {}
      lineTo() {}
      arc() {}
      closePath() {}
      addPath() {}
    },
  );
});
beforeEach(() => {
  drawn.length = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
});

const amount = (decimal: string) => new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(decimal));

/** What the demo platform answers for the page's default range (the last 7 days). */
async function platformDays() {
  const session = await demoSession(demo.app, 'agent');
  const response = await demo.app.request(`${teamPnlTrend.path}?${new URLSearchParams(lastDays(7)).toString()}`, {
    headers: { Merchant: 'WLDEMO', Token: session.token },
  });
  return ((await response.json()) as { value: TeamPnlTrendValue }).value.list;
}

const open = async () => renderApp(<TeamPnlPage />, { route: '/m/agent/team/pnl', session: await demoSession(demo.app, 'agent') });

describe('TeamPnlPage charts', () => {
  it('draws the chart of the range and gives the same numbers as a table, day by day', async () => {
    const days = await platformDays();
    await open();
    const chart = await screen.findByRole('img', { name: /^Profit \/ loss per day, .* to .*: chart/ });
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
    await waitFor(() => expect(drawn).toContain('fill'));

    // the table: a caption, one row per day of the range, the platform's figures
    await userEvent.click(screen.getByText('Figures per day'));
    const table = screen.getByRole('table', { name: /^Team deposits, bets and profit \/ loss per day/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Deposits', 'Bets', 'Profit / loss']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    days.forEach((day, i) => {
      const cells = within(rows[i]!).getAllByRole('cell');
      expect(within(rows[i]!).getByRole('rowheader')).toHaveTextContent(day.date);
      expect(cells[0]).toHaveTextContent(amount(day.deposit));
      expect(cells[1]).toHaveTextContent(amount(day.bet));
      expect(cells[2]).toHaveTextContent(amount(day.profitLoss).replace('-', ''));
    });
    // the per-member list stays below
    expect(await screen.findAllByRole('listitem')).not.toHaveLength(0);
  });

  it('switches the chart to another figure', async () => {
    await open();
    await screen.findByRole('img', { name: /^Profit \/ loss per day/ });
    await userEvent.click(screen.getByRole('tab', { name: 'Bets' }));
    expect(await screen.findByRole('img', { name: /^Bets per day/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bets' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the table when the chart cannot be drawn, and shows its error with retry when the call fails', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementationOnce(() => {
      throw new Error('no canvas');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open();
    expect(await screen.findByText('The chart could not be drawn. The figures are in the table below.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Figures per day'));
    expect(within(screen.getByRole('table', { name: /^Team deposits/ })).getAllByRole('row')).toHaveLength(8);
    vi.mocked(console.error).mockRestore();

    demo.server.use(
      http.get(`*${teamPnlTrend.path}`, () => HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 500 }), { once: true }),
    );
    await open();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    const before = requests.filter((r) => r.pathname === teamPnlTrend.path).length;
    await userEvent.click(retry);
    expect(await screen.findAllByRole('img', { name: /per day/ })).not.toHaveLength(0);
    expect(requests.filter((r) => r.pathname === teamPnlTrend.path).length).toBe(before + 1);
  });

  it('shows no chart for a range without activity: the report says there is nothing', async () => {
    await open();
    await screen.findByRole('img', { name: /per day/ });
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '01/01/2001');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '01/07/2001');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Nothing in this period')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('img', { name: /per day/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
