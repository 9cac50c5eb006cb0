import { expect, logIn, test } from './fixtures';

// Issue 39 item 3: within a brand every date on screen follows one rule (decision 089). The reference brand keeps the
// specification's formats (MM/DD/YYYY, a time as MM/DD/YYYY HH:mm); a brand that opts in (sol: `dates: 'locale'`)
// writes them as its locale does (pt-BR: 28/11/2026), typed dates too. What the platform is sent stays YYYY-MM-DD.

const pad = (n: number) => String(n).padStart(2, '0');

test.describe('dates', { tag: '@every-brand' }, () => {
  test("the records show and take every date in the brand's one form, in its default language", async ({ page, brand }) => {
    const now = new Date();
    const iso = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    const locale = brand.dates === 'locale';
    // today as the rule writes it, and the shape of any day
    const today = locale
      ? new Intl.DateTimeFormat(brand.defaultLocale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(now)
      : `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`;
    // how a day is typed: the order of the rule, the letters of the language (Portuguese writes AAAA for the year)
    const pattern = locale ? 'DD/MM/AAAA' : brand.defaultLanguage === 'pt' ? 'MM/DD/AAAA' : 'MM/DD/YYYY';
    if (locale) expect(brand.defaultLocale, 'the locale the expectations of this test are written for').toBe('pt-BR');

    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home/);
    // logged in (in English, as every test): the records are read in the brand's default language
    await page.evaluate((language) => localStorage.setItem('language', language), brand.defaultLanguage);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('startDate=')) asked.push(request.url());
    });
    await page.goto('/m/records');
    // the period's two days (in the page's language: From and To, De and Até...)
    const fields = page.getByRole('main').getByRole('textbox');
    const [from, to] = [fields.nth(0), fields.nth(1)];
    await expect(to).toHaveValue(today);
    await expect(to).toHaveAttribute('placeholder', pattern);

    // each transaction's time: the day in the same form, then HH:mm; a day of the last weeks read in the brand's
    // order has a month of at most 12 and the year of now or the one before
    const first = page.getByRole('tabpanel').getByRole('listitem').first();
    await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    const [, a, b, year] = (await first.textContent())!.match(/(\d{2})\/(\d{2})\/(\d{4}) \d{2}:\d{2}/)!.map(Number);
    expect(locale ? b : a).toBeLessThanOrEqual(12);
    expect(now.getFullYear() - year!).toBeLessThanOrEqual(1);

    // a day typed in the other order is refused with the form to use, and what was typed stays
    const other = locale ? `${pad(now.getMonth() + 1)}/25/${now.getFullYear()}` : `25/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
    await from.fill(other);
    await from.press('Enter');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main').getByText(pattern)).toBeVisible();
    await expect(from).toHaveValue(other);

    // the brand's form is taken, and the platform is sent the day as YYYY-MM-DD
    await from.fill(today);
    asked.length = 0;
    await from.press('Enter');
    await expect.poll(() => asked.some((url) => url.includes(`startDate=${iso}`))).toBe(true);
  });
});
