import type { Locator, Page } from '@playwright/test';
import { DEMO_MEMBER } from './brands';
import { expect, logIn, test } from './fixtures';

// Issue 24, items 7, 8, 10, 11 and 12: what a spec walk at 360 x 780 found in the storefront and the game centre.

/** Whether an element shows whole between the top of the viewport and the tab bar (not hidden under it). */
async function showsAboveTabBar(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const tabBar = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
  return !!box && !!tabBar && box.y >= 0 && box.y + box.height <= tabBar.y + 1;
}

test.describe('storefront fidelity', () => {
  // logins and the full home on two shared cores
  test.describe.configure({ timeout: 60_000 });

  // item 7: the announcements badge counted the banners the same call returns (14) while the list shows 7
  test('the announcements badge counts exactly the unread announcements its list shows', async ({ page }) => {
    // demo1: no other test marks its announcements read while this one counts
    await logIn(page, { username: 'demo1', password: DEMO_MEMBER.password });
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/message');
    const entry = page.getByRole('link', { name: /^Announcements/ });
    const badge = entry.getByRole('img', { name: /unread/ });
    await expect(badge).toBeVisible();
    const count = Number(await badge.textContent());
    expect(count).toBeGreaterThan(0);
    await entry.click();
    await expect(page).toHaveURL(/\/m\/notice$/);
    const list = page.getByRole('list', { name: 'Announcement list' });
    await expect(list.getByRole('link').first()).toBeVisible();
    await expect(list.getByRole('link', { name: /^Unread:/ })).toHaveCount(count);
  });

  // item 8: plain text lost its line breaks, and notice cards ran paragraphs together ("month.Payouts")
  test('an announcement keeps its paragraphs and line breaks', async ({ page }) => {
    await page.goto('/m/notice');
    await page.getByRole('link', { name: /Play responsibly$/ }).click();
    const article = page.getByRole('article', { name: 'Play responsibly' });
    await expect(article).toBeVisible();
    await expect.poll(() => article.innerText()).toMatch(/Gaming involves risk\.\nSet limits and take breaks\.\n+Need help\? /);
  });

  test('an agent notice card keeps its paragraphs apart', async ({ page }) => {
    await logIn(page, { username: 'agent', password: DEMO_MEMBER.password });
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/member/notice?types=A');
    const head = page.getByRole('button', { name: 'Agent commission update' });
    await head.click();
    await expect(head).toHaveAttribute('aria-expanded', 'true');
    const card = page.getByRole('article').filter({ has: head });
    await expect.poll(() => card.innerText()).toMatch(/raised for this month\.\n+Payouts follow on the first Monday\./);
  });

  // item 10: a category chosen from the footer stayed below the fold; one chosen deep in the page showed its middle
  test('the game hub brings the chosen category into view', async ({ page }) => {
    await page.goto('/m/home');
    const hub = page.getByRole('tablist', { name: 'Game categories' });
    await expect.poll(() => hub.getByRole('tab').count(), { timeout: 20_000 }).toBeGreaterThan(6);
    // the last category of the rail, chosen from the footer (which scrolls to the top first)
    const last = hub.getByRole('tab').last();
    const name = (await last.textContent())!;
    const games = page.getByRole('button', { name: 'Games', exact: true });
    await games.scrollIntoViewIfNeeded();
    await games.click();
    await page.getByRole('group', { name: 'Site links' }).getByRole('link', { name, exact: true }).click();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => showsAboveTabBar(page, last)).toBe(true);

    // deep in the home panel, the rail stays at hand; a category tapped there starts at its beginning
    await page.goto('/m/home');
    await expect.poll(() => hub.getByRole('tab').count(), { timeout: 20_000 }).toBeGreaterThan(6);
    await page.mouse.wheel(0, 900);
    const slots = hub.getByRole('tab', { name: 'Slots' });
    await expect.poll(() => showsAboveTabBar(page, slots)).toBe(true);
    await slots.click();
    const panel = page.getByRole('tabpanel', { name: 'Slots' });
    await expect(panel.getByRole('button', { name: /^Play / }).first()).toBeVisible();
    await expect.poll(async () => ((await panel.boundingBox())?.y ?? -1) >= 0).toBe(true);
    await expect.poll(() => showsAboveTabBar(page, panel.getByRole('heading', { name: 'Slots' }))).toBe(true);
  });

  // item 11: the hub had In-house; the side menu and the footer did not
  test('in-house games have their entry in the side menu and the footer, as in the hub', async ({ page }) => {
    await page.goto('/m/home');
    const hub = page.getByRole('tablist', { name: 'Game categories' });
    await expect(hub.getByRole('tab', { name: 'In-house' })).toBeAttached({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'In-house', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/inHouse$/);
    await expect(page.getByRole('heading', { name: 'In-house games' })).toBeVisible();

    await page.goto('/m/home');
    const games = page.getByRole('button', { name: 'Games', exact: true });
    await games.scrollIntoViewIfNeeded();
    await games.click();
    await page.getByRole('group', { name: 'Site links' }).getByRole('link', { name: 'In-house', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home\?category=INHOUSE$/);
    await expect(hub.getByRole('tab', { name: 'In-house' })).toHaveAttribute('aria-selected', 'true');
  });

  // item 12: the lottery tiles read "LOTT" and "TCG" under the game names, and on their icons
  test('lottery tiles show vendor names, not vendor codes', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible();
    // the home game area renders when the player scrolls near it
    await page.mouse.wheel(0, 900);
    const lottery = page.getByRole('region', { name: 'Lottery', exact: true });
    await lottery.scrollIntoViewIfNeeded();
    const keno = lottery.getByRole('button', { name: /Keno/ });
    await expect(keno).toContainText('Lotto');
    await expect(lottery.getByText(/^(LOTT|TCG)$/)).toHaveCount(0);
    const icon = await keno.locator('img').getAttribute('src');
    expect(await (await page.request.get(icon!)).text()).toContain('>Lotto</text>');
  });
});

// item 12: the demo platform's content named every merchant "WL Demo", "Sol" or "Lotus", not the brand's name
test.describe('demo content per brand', { tag: '@every-brand' }, () => {
  test("announcements and help name the brand's own name", async ({ page, brand }) => {
    await page.goto('/m/notice');
    await page.getByRole('link', { name: /Welcome aboard$/ }).click();
    await expect(page.getByRole('article', { name: 'Welcome aboard' })).toContainText(`Welcome to ${brand.name}.`);
    await page.goto('/m/help?i=0');
    await expect(page.getByText(`${brand.name} offers more than 600 games`)).toBeVisible();
    await expect(page.getByText('WL Demo')).toHaveCount(0);
  });
});
