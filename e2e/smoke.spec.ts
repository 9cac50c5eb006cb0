import { loadBrand } from '../packages/brand/src/node/loader.ts';
import { BRANDS_DIR } from './brands';
import { expect, logIn, pageBackground, rgb, test } from './fixtures';

/**
 * The smoke journey of one brand, one test: the brand's own site (name, logo, colours, language), a game list, a demo
 * member's login, the member centre and deposit pages in the brand's designs (templates `mem_cen`, `dep_func`), and no
 * console error on the way. Its steps are the suite's own tests, so the normal run leaves `@smoke` out; `E2E_SMOKE=1`
 * runs it, and `pnpm brands:scale` (scripts/brand-scale.mjs) runs it in many synthetic brands at once.
 */
test.describe('smoke', { tag: ['@every-brand', '@smoke'] }, () => {
  test("a player finds the brand's own site, opens a game list, logs in and opens the member centre and deposit", async ({ page, brand }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    // the login announcement popup may greet the member: it is the storefront suite's subject, not this one's
    await page.addLocatorHandler(page.getByRole('button', { name: 'Close announcement' }), (close) => close.click());

    // the merchant's back office holds the brand's menu and templates: the demo platform has the white-label of the
    // merchants it knows, a new one's is set as its back office would at onboarding (packages/demo-api
    // src/routes/whiteLabel.ts; without it the site's start asks twice in vain: two 404s in the console). A demo
    // platform without white-label calls answers 404 here: nothing to set.
    const { config } = await loadBrand(BRANDS_DIR, brand.id);
    const onboarded = await page.request.post('/__demo/whitelabel', { data: { merchant: brand.merchantCode, menu: config.menu, templates: config.templates } });
    expect(onboarded.ok() || onboarded.status() === 404, `white-label set: ${onboarded.status()} ${await onboarded.text()}`).toBe(true);

    // the brand's own page: its language in the HTML, its name, its logo, its colours in its default mode
    const served = await page.request.get('/m/home');
    expect(await served.text()).toContain(`<html lang="${brand.defaultLocale}"`);
    await page.goto('/m/home');
    await expect(page).toHaveTitle(brand.name);
    const logo = page.getByTestId('brand-logo');
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('alt', brand.name);
    // drawn, not only laid out: the file may arrive after its box is shown
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // its own artwork, not the brand it extends: the file names the brand
    const artwork = await page.request.get((await logo.getAttribute('src'))!);
    expect(await artwork.text()).toContain(`aria-label="${brand.name}"`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', brand.defaultMode);
    expect(await pageBackground(page)).toBe(rgb(brand.pageBackground[brand.defaultMode]));

    // a game list, with games from the demo platform
    await page.locator('a[href="/m/slot-games"]').first().click();
    await expect(page).toHaveURL(/\/m\/slot-games$/);
    await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Play / }).first()).toBeVisible({ timeout: 15_000 });

    // a demo member logs in and sees a balance in the merchant's currency
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByText(new RegExp(`${brand.currencySymbol.replace('$', '\\$')}\\s?[\\d.,]+\\d{2}`)).first()).toBeVisible();

    // the member centre and the deposit page in the designs the brand chose
    await page.goto('/m/member/home');
    await expect(page.getByRole('region', { name: 'Profile', exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Quick actions' })).toHaveCount(brand.templates.mem_cen === 1 ? 1 : 0);
    await page.goto('/m/voucherCenter');
    await expect(page.getByRole(brand.templates.dep_func === 1 ? 'tablist' : 'list', { name: 'Payment method' })).toBeVisible();

    expect(errors, 'console errors').toEqual([]);
  });
});
