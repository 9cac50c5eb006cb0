import type { Page } from '@playwright/test';
import { amountCents, closeIfShown, expect, logIn, test } from './fixtures';
import { seriousProblems } from './axe';

// Team profit and loss charts and the agent's income (issue 20 item 5): the chart library is loaded on
// /m/agent/team/pnl only, draws in the brand's colours in both modes, and its numbers are a table too. Every brand:
// the chart's colours are the brand's tokens.

type Day = { date: string; deposit: string; bet: string; profitLoss: string };
type Session = { token?: string; merchantCode?: string };

const cents = (decimal: string) => Math.abs(Math.round(Number(decimal) * 100));

async function logInAgent(page: Page): Promise<void> {
  await logIn(page, { username: 'agent', password: 'Demo1234' });
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeIfShown(page, 'Announcement', 'Got it');
  await closeIfShown(page, 'Contract waiting', 'Decide later');
}

/** A call to the demo platform as the logged-in agent (the site's own session). */
async function platform<T>(page: Page, path: string): Promise<T> {
  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as Session);
  const response = await page.request.get(path, { headers: { Token: session.token ?? '', Merchant: session.merchantCode ?? '' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

/** How many of the chart canvas's pixels are exactly the colour `css` (an `rgb(r, g, b)` string). */
async function pixelsOf(page: Page, css: string): Promise<number> {
  return page.getByTestId('pnl-chart').evaluate((el, colour) => {
    const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number);
    let count = 0;
    for (const canvas of el.querySelectorAll('canvas')) {
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
      for (let i = 0; i < data.length; i += 4) if (data[i] === r && data[i + 1] === g && data[i + 2] === b && data[i + 3] === 255) count += 1;
    }
    return count;
  }, css);
}

test.describe('agent team profit and loss charts', { tag: '@every-brand' }, () => {
  test.describe.configure({ timeout: 90_000 });

  test('the agent home shows the previous and current income the platform answers', async ({ page }) => {
    await logInAgent(page);
    await page.goto('/m/agent');
    await closeIfShown(page, 'Contract waiting', 'Decide later');
    const figures = page.getByTestId('agent-income');
    await expect(figures).toBeVisible();
    const income = await platform<{ previous: string; current: string }>(page, '/wps/relay/ODS2_AgentPrevAndCurrIncome');
    const figure = (label: string) => figures.locator('div').filter({ hasText: label }).locator('dd').first();
    expect(amountCents(await figure('Previous period').textContent())).toBe(cents(income.previous));
    expect(amountCents(await figure('Current period').textContent())).toBe(cents(income.current));
  });

  test('the chart is drawn in the brand’s colours in both modes and the table’s numbers are the platform’s', async ({ page }) => {
    await logInAgent(page);
    // the chart library is not part of the home or the agent home: no chunk of it before the PnL page
    const chartChunks: string[] = [];
    page.on('response', (r) => {
      if (/PnlChart-[\w-]+\.js$/.test(r.url())) chartChunks.push(r.url());
    });
    await page.goto('/m/agent');
    await closeIfShown(page, 'Contract waiting', 'Decide later');
    await expect(page.getByTestId('agent-income')).toBeVisible();
    expect(chartChunks).toEqual([]);

    await page.goto('/m/agent/team/pnl');
    await closeIfShown(page, 'Contract waiting', 'Decide later');
    const chart = page.getByRole('img', { name: /^Profit \/ loss per day, .* to .*: chart/ });
    await expect(chart).toBeVisible();
    expect(chartChunks).toHaveLength(1);
    const canvas = chart.locator('canvas').first();
    await expect(canvas).toBeVisible();
    const box = await canvas.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(100);
    expect(box?.height ?? 0).toBeGreaterThan(100);
    // the chart fits the phone's width: the page does not scroll sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // the table: the same days as the platform answers for the range on screen, today's figures to the cent
    // the period's days as typed (MM/DD/YYYY), as the platform takes them (YYYY-MM-DD)
    const iso = (day: string) => day.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$1-$2');
    const from = iso(await page.getByRole('textbox', { name: 'From', exact: true }).inputValue());
    const to = iso(await page.getByRole('textbox', { name: 'To', exact: true }).inputValue());
    const days = await platform<{ list: Day[] }>(page, `/wps/relay/ODSFE2_TeamPnlTrend?startDate=${from}&endDate=${to}`);
    await page.getByText('Figures per day').click();
    const table = page.getByRole('table', { name: /^Team deposits, bets and profit \/ loss per day/ });
    await expect(table.getByRole('row')).toHaveCount(days.list.length + 1);
    const today = days.list.at(-1)!;
    expect(cents(today.bet)).toBeGreaterThan(0);
    // the row of the platform's day (its header shows it as the brand writes days)
    const row = table.locator(`tr[data-date="${today.date}"]`);
    const cells = row.getByRole('cell');
    expect(amountCents(await cells.nth(0).textContent())).toBe(cents(today.deposit));
    expect(amountCents(await cells.nth(1).textContent())).toBe(cents(today.bet));
    expect(amountCents(await cells.nth(2).textContent())).toBe(cents(today.profitLoss));
    expect(await seriousProblems(page)).toEqual([]);

    // bets: bars in the brand's link colour (the table's summary has it), in this mode and in the other one
    for (const pass of [0, 1]) {
      await page.getByRole('tab', { name: 'Bets' }).click();
      await expect(page.getByRole('img', { name: /^Bets per day/ })).toBeVisible();
      const link = await page.getByText('Figures per day').evaluate((el) => getComputedStyle(el).color);
      await expect.poll(() => pixelsOf(page, link)).toBeGreaterThan(50);
      if (pass === 1) break;
      const mode = await page.locator('html').getAttribute('data-theme');
      await page.evaluate((other) => localStorage.setItem('theme', other), mode === 'dark' ? 'light' : 'dark');
      await page.reload();
      await closeIfShown(page, 'Contract waiting', 'Decide later');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode === 'dark' ? 'light' : 'dark');
      expect(await seriousProblems(page)).toEqual([]);
    }
  });

  test('at 320 px and 200 % text the chart and its table stay inside the page', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await logInAgent(page);
    await page.goto('/m/agent/team/pnl');
    await closeIfShown(page, 'Contract waiting', 'Decide later');
    const chart = page.getByTestId('pnl-chart');
    await expect(chart.locator('canvas').first()).toBeVisible();
    const before = (await chart.locator('canvas').first().boundingBox())?.height ?? 0;
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await page.getByRole('tab', { name: 'Deposits' }).click();
    // drawn again for the larger text: a taller chart, still no wider than the page
    await expect.poll(async () => (await chart.locator('canvas').first().boundingBox())?.height ?? 0).toBeGreaterThan(before);
    await page.getByText('Figures per day').click();
    await expect(page.getByRole('table', { name: /^Team deposits/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
