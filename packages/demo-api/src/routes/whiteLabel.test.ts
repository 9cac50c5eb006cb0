// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { memberInfo, whiteLabelMenu, whiteLabelTemplates } from '@wl/api-client/catalogue';
import { ERROR_CODE } from '@wl/api-client/protocol';
// the brand configs themselves, to hold the demo's copies to them (as e2e/brands.ts reads them)
import { listBrands, loadBrand } from '../../../brand/src/node/loader';
import { createDemoApp } from '../app';
import { DEMO_PATH } from '../paths';
import { merchantProfile } from '../seed/merchants';
import { call, loginToken } from '../testing';
import { WHITE_LABEL_DEMO_PATH } from './whiteLabel';

const menuOf = async (app: ReturnType<typeof createDemoApp>, merchant = 'WLDEMO') => (await call<string[]>(app, whiteLabelMenu.path, { merchant })).body;
const templatesOf = async (app: ReturnType<typeof createDemoApp>, merchant = 'WLDEMO') =>
  (await call<Record<string, string | number>>(app, whiteLabelTemplates.path, { merchant })).body;
const control = (app: ReturnType<typeof createDemoApp>, method: 'POST' | 'DELETE', body?: unknown, merchant: string | null = 'WLDEMO') =>
  call(app, WHITE_LABEL_DEMO_PATH, { method, body, merchant });

describe('white-label calls', () => {
  it("answer a guest the merchant's menu keys and templates", async () => {
    const app = createDemoApp();
    expect(await menuOf(app)).toMatchObject({ success: true, value: expect.arrayContaining(['MYACC', 'MAILCEN', 'AGENT']) });
    expect(await templatesOf(app)).toMatchObject({ success: true, value: { mem_cen: 1, tab_bar: 'five', home_header: 'classic' } });
    expect(await menuOf(app, 'LOTUS')).toMatchObject({ value: expect.not.arrayContaining(['AGENT']) });
    expect(await templatesOf(app, 'LOTUS')).toMatchObject({ value: { tab_bar: 'four', dep_func: 0 } });
  });

  it('answer the same with a session (the token is never needed)', async () => {
    const app = createDemoApp();
    const token = await loginToken(app);
    const withSession = await call(app, whiteLabelMenu.path, { token });
    expect(withSession.body).toEqual(await menuOf(app));
  });

  it('answer 404 for a merchant the demo does not know, until a control sets one', async () => {
    const app = createDemoApp();
    const unknown = await call(app, whiteLabelMenu.path, { merchant: 'ACME_BET' });
    expect(unknown).toMatchObject({ status: 404, body: { success: false, code: ERROR_CODE.notFound } });
    expect((await call(app, whiteLabelTemplates.path, { merchant: 'ACME_BET' })).status).toBe(404);

    await control(app, 'POST', { menu: ['MYACC'] }, 'ACME_BET');
    expect(await menuOf(app, 'ACME_BET')).toMatchObject({ value: ['MYACC'] });
    expect((await call(app, whiteLabelTemplates.path, { merchant: 'ACME_BET' })).status).toBe(404);
  });
});

describe('the demo white-label control', () => {
  it('replaces the menu and sets the templates it names, for that merchant only', async () => {
    const app = createDemoApp();
    const set = await control(app, 'POST', { menu: ['MYACC', 'WITHDRAW'], templates: { tab_bar: 'four', mem_cen: '0' } });
    expect(set.status).toBe(200);
    expect(await menuOf(app)).toMatchObject({ value: ['MYACC', 'WITHDRAW'] });
    expect(await templatesOf(app)).toMatchObject({ value: { tab_bar: 'four', mem_cen: '0', home_header: 'classic', dep_func: 1 } });

    await control(app, 'POST', { templates: { home_header: 'centred' } });
    expect(await menuOf(app)).toMatchObject({ value: ['MYACC', 'WITHDRAW'] });
    expect(await templatesOf(app)).toMatchObject({ value: { tab_bar: 'four', home_header: 'centred' } });

    expect(await menuOf(app, 'SOL')).toMatchObject({ value: expect.arrayContaining(['MAILCEN']) });
    expect(await templatesOf(app, 'SOL')).toMatchObject({ value: { tab_bar: 'deposit' } });
  });

  it('refuses what the calls could not answer, and a control without a merchant', async () => {
    const app = createDemoApp();
    const badMenu = await control(app, 'POST', { menu: ['MYACC', 3] });
    expect(badMenu).toMatchObject({ status: 400, body: { code: ERROR_CODE.validation, value: { field: 'menu[1]' } } });
    const badTemplates = await control(app, 'POST', { templates: { tab_bar: ['four'] } });
    expect(badTemplates).toMatchObject({ status: 400, body: { value: { field: 'templates.tab_bar' } } });
    expect((await control(app, 'POST', { menu: [] }, null)).status).toBe(400);
    expect(await templatesOf(app)).toMatchObject({ value: { tab_bar: 'five' } });
  });

  it("DELETE restores the merchant's starting white-label; a merchant reset does too", async () => {
    const app = createDemoApp();
    const start = { menu: await menuOf(app), templates: await templatesOf(app) };
    await control(app, 'POST', { menu: [], templates: { tab_bar: 'four' } });
    const token = await loginToken(app);
    expect((await control(app, 'DELETE')).status).toBe(200);
    expect({ menu: await menuOf(app), templates: await templatesOf(app) }).toEqual(start);
    // the rest of the merchant's state is untouched: the session lives on
    expect((await call(app, memberInfo.path, { token })).status).toBe(200);

    await control(app, 'POST', { menu: [] });
    await call(app, DEMO_PATH.demoReset, { method: 'POST', body: { merchant: 'WLDEMO' } });
    expect(await menuOf(app)).toEqual(start.menu);
  });
});

describe("the demo merchants' white-label", () => {
  it("is each known brand's build menu and templates (and the brand's name)", async () => {
    const brandsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../brands');
    for (const id of listBrands(brandsDir)) {
      const { config } = await loadBrand(brandsDir, id);
      const profile = merchantProfile(config.merchantCode);
      if (!profile.whiteLabel) continue;
      expect(profile.brandName, id).toBe(config.name);
      expect([...profile.whiteLabel.menu].sort(), id).toEqual([...config.menu].sort());
      expect(profile.whiteLabel.templates, id).toEqual(config.templates);
    }
    expect(['WLDEMO', 'SOL', 'LOTUS'].every((code) => merchantProfile(code).whiteLabel)).toBe(true);
  });
});
