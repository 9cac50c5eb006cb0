import { whiteLabelTemplates } from '@wl/api-client/catalogue';
import { testApiContext } from '@wl/api-client/testing';
import { overlayWhiteLabel, readCachedWhiteLabel, whiteLabelStorageKey, type RuntimeBrand } from '@wl/brand';
import { createDemoMsw } from '@wl/demo-api/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from './store';
import { refreshWhiteLabel } from './whiteLabel';

const demo = createDemoMsw();
beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  demo.reset();
});
afterEach(() => demo.server.resetHandlers());
afterAll(() => demo.server.close());

/** The default brand's build as far as the white-label goes: what the demo merchant WLDEMO starts with. */
const build = {
  id: 'default',
  merchantCode: 'WLDEMO',
  menu: [
    'MYACC',
    'WITHDRAW',
    'MAILCEN',
    'AGENT',
    'AGEPAG',
    'TRANSREC3',
    'DOWNMAN',
    'AGENTRANSMULTDOWN3',
    'AGETEAMPNL3',
    'TEAMBETTING3',
    'GAMSER',
    'AGEREBINC3',
    'SECPRIV',
  ],
  templates: {
    mem_cen: 1,
    dep_func: 1,
    home_layout: 'banners',
    game_tile: 'icon',
    tab_bar: 'five',
    home_header: 'classic',
    app_background: '',
    app_desc: 'Play 600+ games anywhere.',
    app_desc_font_color: '#ffffff',
  },
  variants: { mem_cen: [0], tab_bar: ['four'] },
} as unknown as RuntimeBrand;

const storeWith = (headers: Record<string, string> = {}, merchantOfSession?: string) =>
  createAppStore(testApiContext({ extraHeaders: () => headers, getMerchantCode: () => merchantOfSession }), { restoreSession: false });
const setOnDemo = (change: unknown) =>
  demo.app.request('/__demo/whitelabel', { method: 'POST', headers: { Merchant: 'WLDEMO', 'Content-Type': 'application/json' }, body: JSON.stringify(change) });

describe('the white-label at start', () => {
  it('stores what the platform answers and changes nothing when it is what is shown', async () => {
    expect(await refreshWhiteLabel(storeWith(), build, undefined)).toBeUndefined();
    expect(readCachedWhiteLabel('default')).toEqual({ menu: build.menu, templates: build.templates });
  });

  it('answers the brand to show when the platform changed it, and stores it for the next start', async () => {
    await setOnDemo({ menu: build.menu.filter((key) => key !== 'MAILCEN'), templates: { tab_bar: 'four', home_header: 'centred' } });
    const next = await refreshWhiteLabel(storeWith(), build, undefined);
    expect(next?.menu).not.toContain('MAILCEN');
    // four tabs ship with this build; the centred header does not
    expect(next?.templates).toMatchObject({ tab_bar: 'four', home_header: 'classic' });
    // the next start shows it at once, and finds nothing new
    const cached = readCachedWhiteLabel('default');
    expect(overlayWhiteLabel(build, cached)).toEqual(next);
    expect(await refreshWhiteLabel(storeWith(), build, cached)).toBeUndefined();
  });

  it("asks for the brand's merchant, whatever merchant the session plays under (a trial's)", async () => {
    await setOnDemo({ templates: { tab_bar: 'four' } });
    const next = await refreshWhiteLabel(storeWith({}, 'WLDEMO_TRIAL'), build, undefined);
    expect(next?.templates.tab_bar).toBe('four');
  });

  it('a failed start keeps what is shown and what is stored', async () => {
    localStorage.setItem(whiteLabelStorageKey('default'), JSON.stringify({ menu: ['MYACC'] }));
    expect(await refreshWhiteLabel(storeWith({ 'X-Demo-Fault': '500' }), build, readCachedWhiteLabel('default'))).toBeUndefined();
    expect(readCachedWhiteLabel('default')).toEqual({ menu: ['MYACC'] });
  });

  it('a part that fails keeps its stored value, the other is taken', async () => {
    localStorage.setItem(whiteLabelStorageKey('default'), JSON.stringify({ menu: ['MYACC'], templates: { tab_bar: 'four' } }));
    const cached = readCachedWhiteLabel('default');
    await setOnDemo({ menu: ['MYACC', 'WITHDRAW'] });
    // the templates answer does not fit its schema: refused, as if the call had failed
    demo.server.use(http.get(`*${whiteLabelTemplates.path}`, () => HttpResponse.json({ success: true, code: '0', message: '', value: ['four'] })));
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const next = await refreshWhiteLabel(storeWith(), build, cached);
    expect(next?.menu).toEqual(['MYACC', 'WITHDRAW']);
    expect(next?.templates.tab_bar).toBe('four');
    expect(readCachedWhiteLabel('default')).toEqual({ menu: ['MYACC', 'WITHDRAW'], templates: { tab_bar: 'four' } });
    expect(reported).toHaveBeenCalledWith(expect.stringContaining('invalid answer'));
    reported.mockRestore();
  });
});
