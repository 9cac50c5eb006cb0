import AxeBuilder from '@axe-core/playwright';
import { expect, injectStatusFault, logIn, test } from './fixtures';
import type { Page } from '@playwright/test';

/** Serious and critical WCAG A/AA problems on the page (colour contrast included). */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility at 360 px in both colour modes', { tag: '@every-brand' }, () => {
  for (const mode of ['dark', 'light'] as const) {
    test(`home, login, a shell page and the status page have no serious problems (${mode})`, async ({ page }) => {
      // five pages, each scanned in full (the home page with its whole game area)
      test.slow();
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      const closeAnnouncement = page.getByRole('button', { name: 'Close announcement' });
      await page.addLocatorHandler(closeAnnouncement, (close) => close.click());
      await page.goto('/m/home');
      await expect(page.locator('a[href="/m/slot-games"]').first()).toBeVisible();
      expect(await violations(page), 'home').toEqual([]);
      await page.goto('/m/login');
      await expect(page.getByLabel('Username')).toBeVisible();
      expect(await violations(page), 'login').toEqual([]);
      await page.goto('/m/rewardCenter');
      await expect(page.getByText('Not available for this merchant yet')).toBeVisible();
      expect(await violations(page), 'shell page').toEqual([]);
      await logIn(page);
      await expect(page.getByRole('link', { name: 'Deposit' })).toBeVisible();
      expect(await violations(page), 'member home').toEqual([]);
      // the reload starts from the cached status (the site, whose announcement popup may open) until the status
      // call answers restricted and the site, popup and all, gives way: nothing to close there
      await page.removeLocatorHandler(closeAnnouncement);
      await injectStatusFault(page, 'region');
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
      expect(await violations(page), 'restricted page').toEqual([]);
    });
  }
});
