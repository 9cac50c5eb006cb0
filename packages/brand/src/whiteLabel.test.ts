import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheWhiteLabel, MENU_KEYS, overlayWhiteLabel, readCachedWhiteLabel, whiteLabelStorageKey, type RuntimeBrand } from './index';

/** A build like the default brand's: five tabs and the classic header, four tabs and the old member centre shipped too. */
const build = {
  id: 'nova',
  menu: ['MYACC', 'WITHDRAW', 'MAILCEN'],
  templates: {
    mem_cen: 1,
    dep_func: 1,
    home_layout: 'banners',
    tab_bar: 'five',
    home_header: 'classic',
    app_background: '',
    app_desc: 'Play anywhere.',
    app_desc_font_color: '#ffffff',
  },
  variants: { mem_cen: [0], tab_bar: ['four'] },
} as unknown as RuntimeBrand;

describe('overlayWhiteLabel', () => {
  it('no answer, or an empty one, keeps the build as it is', () => {
    expect(overlayWhiteLabel(build, undefined)).toBe(build);
    expect(overlayWhiteLabel(build, {})).toBe(build);
  });

  it("the menu is the platform's keys that the site knows, in the site's order", () => {
    const shown = overlayWhiteLabel(build, { menu: ['MAILCEN', 'AGENT', 'NOT_A_KEY', 'MYACC'] });
    expect(shown.menu).toEqual(['MYACC', 'MAILCEN', 'AGENT']);
    expect(shown.templates).toEqual(build.templates);
  });

  it('an empty menu is an answer: every key off; no menu answer keeps the build menu', () => {
    expect(overlayWhiteLabel(build, { menu: [] }).menu).toEqual([]);
    expect(overlayWhiteLabel(build, { templates: { app_desc: 'x' } }).menu).toBe(build.menu);
    expect(overlayWhiteLabel(build, { menu: [...MENU_KEYS] }).menu).toEqual(MENU_KEYS);
  });

  it('a slot takes a variant this build ships, the numbered ones as numbers or strings', () => {
    const shown = overlayWhiteLabel(build, { templates: { tab_bar: 'four', mem_cen: '0', dep_func: 1 } });
    expect(shown.templates).toMatchObject({ tab_bar: 'four', mem_cen: 0, dep_func: 1 });
  });

  it('a variant the build does not ship, or no variant at all, leaves the build choice', () => {
    const shown = overlayWhiteLabel(build, {
      templates: { home_header: 'centred', tab_bar: 'deposit', dep_func: 0, mem_cen: '2', game_tile: 'card', home_layout: 'none' },
    });
    expect(shown.templates).toEqual(build.templates);
  });

  it('takes the text templates when they are text, and drops names it does not know', () => {
    const shown = overlayWhiteLabel(build, {
      templates: { app_desc: 'Spin; win {big}', app_background: 'https://cdn.example/bg.png', app_desc_font_color: '#123456', layout: 'x', toString: 'x' },
    });
    expect(shown.templates).toEqual({
      ...build.templates,
      app_desc: 'Spin; win {big}',
      app_background: 'https://cdn.example/bg.png',
      app_desc_font_color: '#123456',
    });
    expect(overlayWhiteLabel(build, { templates: { app_desc: 7 } }).templates.app_desc).toBe('Play anywhere.');
  });

  it('refuses a CSS value that would end its declaration', () => {
    const shown = overlayWhiteLabel(build, { templates: { app_background: 'red; } body { display: none', app_desc_font_color: 'red}' } });
    expect(shown.templates).toEqual(build.templates);
  });

  it('leaves the build untouched', () => {
    const before = structuredClone(build);
    overlayWhiteLabel(build, { menu: [], templates: { tab_bar: 'four', app_desc: 'x' } });
    expect(build).toEqual(before);
  });
});

describe('the cached white-label', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('reads back what was cached, per brand', () => {
    cacheWhiteLabel('nova', { menu: ['MYACC'], templates: { tab_bar: 'four', mem_cen: 0 } });
    expect(localStorage.getItem(whiteLabelStorageKey('nova'))).not.toBeNull();
    expect(readCachedWhiteLabel('nova')).toEqual({ menu: ['MYACC'], templates: { tab_bar: 'four', mem_cen: 0 } });
    expect(readCachedWhiteLabel('sol')).toBeUndefined();
  });

  it('ignores what is not of the answer shape', () => {
    const key = whiteLabelStorageKey('nova');
    for (const garbage of ['{', '"menu"', '[1,2]', 'null', '42']) {
      localStorage.setItem(key, garbage);
      expect(overlayWhiteLabel(build, readCachedWhiteLabel('nova'))).toBe(build);
    }
    localStorage.setItem(key, JSON.stringify({ menu: ['MYACC', 3], templates: { tab_bar: 'four' } }));
    expect(readCachedWhiteLabel('nova')).toEqual({ templates: { tab_bar: 'four' } });
    localStorage.setItem(key, JSON.stringify({ menu: ['MYACC'], templates: { tab_bar: { four: true } } }));
    expect(readCachedWhiteLabel('nova')).toEqual({ menu: ['MYACC'] });
    // nothing of use: as if nothing were stored (the first view does not wait for the overlay)
    localStorage.setItem(key, JSON.stringify({ menu: 'MYACC', templates: [] }));
    expect(readCachedWhiteLabel('nova')).toBeUndefined();
  });

  it('works without storage: nothing is read, caching is skipped', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readCachedWhiteLabel('nova')).toBeUndefined();
    expect(() => cacheWhiteLabel('nova', { menu: [] })).not.toThrow();
  });
});
