import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { checkBrands, formatProblem } from '../packages/brand/src/node/checks.ts';
import { loadBrand } from '../packages/brand/src/node/loader.ts';
import { scaffoldBrand } from '../packages/brand/src/node/scaffold.ts';
import { tokenStylesheet } from '../packages/brand/src/node/tokens.ts';
import { expect, pageBackground, rgb, test } from './fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Share of the pixels that differ between two screenshots of the same size (decoded by the page's canvas). */
async function differingShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ({ first, second }) => {
      const pixels = async (png: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [image.width, image.height];
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [x, y] = [await pixels(first), await pixels(second)];
      let differing = 0;
      for (let i = 0; i < x.length; i += 4) if (Math.abs(x[i]! - y[i]!) + Math.abs(x[i + 1]! - y[i + 1]!) + Math.abs(x[i + 2]! - y[i + 2]!) > 24) differing += 1;
      return differing / (x.length / 4);
    },
    { first: a.toString('base64'), second: b.toString('base64') },
  );
}

/**
 * A new merchant made from one colour (`pnpm brand:new acme --extends default --primary '#0e9f6e'`, issue 41 item 4)
 * looks like itself: its tokens, built by the release pipeline from the tokens.json brand:new writes, laid over the
 * default brand's home (the page the new brand's build draws, but for its name and logo) change most of the screen in
 * both colour modes, and it passes the brand checks.
 */
test.describe('a new merchant from one colour', () => {
  // the new brand's stylesheet is laid over the page as the build would inline it (the served page's CSP hashes
  // only the default brand's own)
  test.use({ bypassCSP: true });

  test('home differs visibly from the brand it extends, in both modes', async ({ page }) => {
    const brandsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-merchant-'));
    try {
      fs.cpSync(path.join(root, 'brands/default'), path.join(brandsDir, 'default'), { recursive: true, filter: (src) => !/node_modules|\.turbo/.test(src) });
      fs.mkdirSync(path.join(brandsDir, 'node_modules/@wl'), { recursive: true });
      fs.symlinkSync(path.join(root, 'packages/brand'), path.join(brandsDir, 'node_modules/@wl/brand'));
      const artwork = path.join(brandsDir, 'acme.svg');
      fs.writeFileSync(artwork, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="5" cx="5" cy="5"/></svg>');
      scaffoldBrand({ brandsDir, id: 'acme', extends: 'default', name: 'Acme', logo: artwork, icon: artwork, colours: { primary: '#0e9f6e' } });
      expect((await checkBrands(brandsDir, ['acme'])).map(formatProblem)).toEqual([]);
      const acme = await loadBrand(brandsDir, 'acme');
      const parent = (await loadBrand(brandsDir, 'default')).config.tokens;
      const stylesheet = tokenStylesheet(acme.tokens.declarations, acme.config.theme.defaultMode);

      for (const mode of ['dark', 'light'] as const) {
        await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), mode);
        await page.goto('/m/home');
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expect(page.locator('a[href="/m/slot-games"]').first()).toBeVisible();
        // the banner carousel holds still, so the two shots differ only by the tokens
        await page.evaluate(() => document.querySelectorAll<HTMLElement & { swiper?: { autoplay?: { stop(): void } } }>('.swiper').forEach((s) => s.swiper?.autoplay?.stop()));
        const before = await page.screenshot();
        await page.addStyleTag({ content: stylesheet });
        expect(await pageBackground(page)).toBe(rgb(acme.config.tokens[mode].color.bg.page));
        const after = await page.screenshot();
        for (const [name, shot] of [[`default-${mode}.png`, before], [`acme-${mode}.png`, after]] as const) fs.writeFileSync(test.info().outputPath(name), shot);
        // its colour on every fill, tab and outline (the light pages of both are near white: about 7 % of the screen
        // changes in light mode, most of it in dark mode)
        expect(await differingShare(page, before, after), `${mode}: share of the screen that changed`).toBeGreaterThan(0.05);
        const register = page.getByRole('banner').getByRole('link', { name: 'Register' });
        await expect(register).toHaveCSS('background-color', rgb(acme.config.tokens[mode].color.brand.primary));
        expect(acme.config.tokens[mode].color.brand.primary).not.toBe(parent[mode].color.brand.primary);
      }
    } finally {
      fs.rmSync(brandsDir, { recursive: true, force: true });
    }
  });
});
