import { closeIfShown, expect, logIn, test } from './fixtures';

/**
 * Issue 20: every link of the agent home (its menu, its footer, withdraw and deposit) leads to a working page in
 * every brand: the brand's white-label menu decides which links show, each one opens a screen with its heading, never
 * the "not available" page nor an error.
 */
test('every link of the agent home leads to a working page', { tag: '@every-brand' }, async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, { username: 'agent', password: 'Demo1234' });
  await expect(page).toHaveURL(/\/m\/home$/);
  await closeIfShown(page, 'Announcement', 'Got it');
  await page.goto('/m/agent');
  await closeIfShown(page, 'Contract waiting', 'Decide later');

  const hrefsOf = (selector: string) => page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const menu = await hrefsOf('nav[aria-label="Agent menu"] a');
  const footer = await hrefsOf('nav[aria-label="Agent navigation"] a');
  const money = await hrefsOf('main a[href="/m/withdraw"], main a[href="/m/voucherCenter"]');
  expect(menu.length).toBeGreaterThan(3);
  expect(footer).toEqual(expect.arrayContaining(['/m/home', '/m/agentRegister']));
  expect(money).toHaveLength(2);

  for (const href of [...menu, ...footer, ...money]) {
    await test.step(href, async () => {
      await page.goto(href);
      // home has its navigation and no page title; every other screen its heading
      if (href === '/m/home') await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
      await expect(page.getByText('Not available for this merchant yet'), href).toHaveCount(0);
      await expect(page.getByRole('alert').filter({ hasText: /went wrong|could not load/i }), href).toHaveCount(0);
      // a guarded page that refused the agent would have sent it home
      if (href !== '/m/home') await expect(page, href).not.toHaveURL(/\/m\/home$/);
    });
  }
});
