import type { BrandConfig } from '../packages/brand/src/schema.ts';
import { BRANDS } from './brands';
import { expect, injectStatusFault, logIn, pageBackground, rgb, test } from './fixtures';

/**
 * Every outside address the brand's own config file names (download, contact, social): read from the file itself,
 * not through `extends`, so a link inherited from another brand is not counted as its own.
 */
async function ownLinks(id: string): Promise<Set<string>> {
  const { links } = ((await import(`../brands/${id}/brand.config.ts`)) as { default: Pick<BrandConfig, 'links'> }).default;
  return new Set([...links.download.map((d) => d.url), ...Object.values(links.contact), ...Object.values(links.social)].filter((url): url is string => !!url));
}

test.describe('the site of each brand', () => {
  test('home loads with the brand logo, colours and default language', { tag: '@every-brand' }, async ({ page, brand }) => {
    await page.addInitScript(() => localStorage.removeItem('language'));
    await page.goto('/');
    await expect(page.getByTestId('brand-logo')).toBeVisible();
    await expect(page.getByTestId('brand-logo')).toHaveAttribute('alt', brand.name);
    await expect(page).toHaveTitle(brand.name);
    await expect(page.locator('html')).toHaveAttribute('data-theme', brand.defaultMode);
    await expect(page.locator('html')).toHaveAttribute('lang', brand.defaultLocale);
    expect(await pageBackground(page)).toBe(rgb(brand.pageBackground[brand.defaultMode]));
    // real data from the demo platform: the game categories
    await expect(page.locator('a[href="/m/slot-games"]').first()).toBeVisible();
  });

  test('a demo member logs in and sees the balance instead of the login buttons', { tag: '@every-brand' }, async ({ page, brand }) => {
    // the login announcement popup may greet the member: it is the storefront suite's subject, not this one's
    await page.addLocatorHandler(page.getByRole('button', { name: 'Close announcement' }), (close) => close.click());
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    // the header's balance comes first; the winners board below shows amounts too
    await expect(page.getByText(new RegExp(`${brand.currencySymbol.replace('$', '\\$')}\\s?[\\d.,]+\\d{2}`)).first()).toBeVisible();
  });

  test('a wrong password keeps what the player typed and says why', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('Incorrect username or password');
    await expect(page.getByLabel('Username')).toHaveValue('demo');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('wrong-password');
  });

  test('the colour mode toggles and survives a reload', { tag: '@every-brand' }, async ({ page, brand }) => {
    const other = brand.defaultMode === 'dark' ? 'light' : 'dark';
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const toggle = page.getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-checked', String(brand.defaultMode === 'dark'));
    const themeColor = page.locator('meta[name="theme-color"]');
    await expect(themeColor.first()).toHaveAttribute('content', brand.pageBackground[brand.defaultMode]);
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', other);
    expect(await pageBackground(page)).toBe(rgb(brand.pageBackground[other]));
    // the browser's bar takes the mode's background too
    await expect(themeColor).toHaveCount(1);
    await expect(themeColor).toHaveAttribute('content', brand.pageBackground[other]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', other);
    expect(await pageBackground(page)).toBe(rgb(brand.pageBackground[other]));
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(other);
  });

  test("a brand whose default is the system's follows the phone's setting until the player chooses", { tag: '@every-brand' }, async ({ page, brand }) => {
    test.skip(!brand.followsSystem, 'this brand has a fixed default mode');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await pageBackground(page)).toBe(rgb(brand.pageBackground.dark));
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', brand.pageBackground.dark);
    // the phone switches to light while the site is open
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', brand.pageBackground.light);
    // once the player chooses, the phone's setting no longer moves it
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test("the site installs on Chromium with the brand's own name and PNG icons", { tag: '@every-brand' }, async ({ page, brand, baseURL }) => {
    await page.goto('/m/home');
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestUrl!)).json()) as { name: string; start_url: string; icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: brand.name, start_url: '/m/home' });
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const icons: [string, number][] = [...pngs.map((icon): [string, number] => [icon.src, Number(icon.sizes.split('x')[0])]), [apple!, 180]];
    const drawn = new Map<string, Buffer>();
    for (const [src, size] of icons) {
      const answer = await page.request.get(src);
      expect(answer.headers()['content-type'], src).toBe('image/png');
      const png = await answer.body();
      // the PNG header's width and height
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], src).toEqual([size, size]);
      drawn.set(src, png);
    }
    // Chromium itself finds nothing missing to install it (but the test browser's own private profile)
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    // drawn from this brand's artwork: another brand's site has other icons
    const other = BRANDS.find((b) => b.facts.id !== brand.id);
    if (other && new URL(baseURL!).port !== String(other.port)) {
      const theirs = await page.request.get(`http://127.0.0.1:${other.port}/icon-512.png`).catch(() => undefined);
      if (theirs?.ok()) expect((await theirs.body()).equals(drawn.get('/icon-512.png')!)).toBe(false);
    }
  });

  test('the side menu navigates and closes on the way', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
  });

  test('an unknown route lands on /m/home', async ({ page }) => {
    await page.goto('/m/this-page-does-not-exist');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('brand-logo')).toBeVisible();
  });

  test('maintenance shows the maintenance page', async ({ page }) => {
    await injectStatusFault(page, 'maintenance');
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
    await expect(page.getByText('System upgrading, please try again later.')).toBeVisible();
    await expect(page.getByTestId('brand-logo')).toHaveCount(0);
  });

  test('region restriction shows the restricted page with the IP and a contact link', { tag: '@every-brand' }, async ({ page, brand }) => {
    await injectStatusFault(page, 'region');
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByText('Your IP: 127.0.0.1')).toBeVisible();
    // the merchant's customer service from the platform's entries (the brand's own contact only when it gives none),
    // never that of another merchant
    const contact = page.getByRole('link', { name: 'Contact customer service' });
    await expect(contact).toHaveAttribute('href', /^https:\/\/chat\.[a-z0-9-]+\.example\/service$/);
    expect(await contact.getAttribute('href')).toContain(`chat.${brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`);
  });

  test("the footer's contact and social links are the brand's own", { tag: '@every-brand' }, async ({ page, brand }) => {
    await page.goto('/m/home');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    const outside = (await footer.locator('a[href^="http"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))).filter(
      (href) => new URL(href).origin !== new URL(page.url()).origin,
    );
    expect(outside.length).toBeGreaterThan(0);
    const own = await ownLinks(brand.id);
    expect(outside.filter((href) => !own.has(href))).toEqual([]);
  });

  test('a lazy page renders inside the shell, never blank', async ({ page }) => {
    await page.goto('/m/rewardCenter');
    await expect(page.getByRole('heading', { name: 'Reward center' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Promotions', level: 2 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reward center' })).toHaveAttribute('aria-current', 'page');
  });
});
