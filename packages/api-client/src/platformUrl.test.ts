import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_PLATFORM_URLS } from './hostilePlatformUrls';
import {
  brandUrlPolicy,
  openablePlatformUrl,
  openBlankWindow,
  openPlatformUrl,
  platformNavigation,
  platformOrigin,
  type PlatformUrlPolicy,
} from './platformUrl';

const OWN = 'http://127.0.0.1:4000';
/** every policy a brand in brands/ can produce, and the narrowest ones */
const POLICIES: [string, PlatformUrlPolicy][] = [
  ['any https host', {}],
  ['any https host, own origin', { ownOrigin: OWN }],
  ['a launch host list', { hosts: ['games.example'], ownOrigin: OWN }],
  ['chat hosts', { hosts: ['chat.solbet.example'], ownOrigin: OWN }],
  ['no host', { hosts: [], ownOrigin: OWN }],
];

describe('openablePlatformUrl', () => {
  it('has at least 50 distinct hostile values to refuse', () => {
    expect(new Set(HOSTILE_PLATFORM_URLS).size).toBe(HOSTILE_PLATFORM_URLS.length);
    expect(HOSTILE_PLATFORM_URLS.length).toBeGreaterThanOrEqual(50);
  });

  describe.each(POLICIES)('under %s', (_name, policy) => {
    it.each(HOSTILE_PLATFORM_URLS.map((raw) => [raw]))('refuses %j', (raw) => {
      expect(openablePlatformUrl(raw, policy)).toBeUndefined();
    });
  });

  it('accepts absolute https URLs, trimmed of spaces and normalised', () => {
    expect(openablePlatformUrl('https://pay.example.com/order/1?x=1#top')).toBe('https://pay.example.com/order/1?x=1#top');
    expect(openablePlatformUrl('  https://pay.example.com/a ')).toBe('https://pay.example.com/a');
    expect(openablePlatformUrl('HTTPS://PAY.EXAMPLE.COM/a')).toBe('https://pay.example.com/a');
    expect(openablePlatformUrl('https://games.example:8443/launch?token=abc%20def&next=%2Fhome')).toBe(
      'https://games.example:8443/launch?token=abc%20def&next=%2Fhome',
    );
    expect(openablePlatformUrl('https://例え.jp/ゲーム')).toBe('https://xn--r8jz45g.jp/%E3%82%B2%E3%83%BC%E3%83%A0');
  });

  it('accepts http only where the policy allows it, and always on the platform origin', () => {
    expect(openablePlatformUrl('http://pay.example.com/a')).toBeUndefined();
    expect(openablePlatformUrl('http://pay.example.com/a', { allowHttp: true })).toBe('http://pay.example.com/a');
    expect(openablePlatformUrl('http://127.0.0.1:4000/__demo/game?vendor=PG', { ownOrigin: OWN })).toBe('http://127.0.0.1:4000/__demo/game?vendor=PG');
    // the same host on another port is another origin
    expect(openablePlatformUrl('http://127.0.0.1:4001/__demo/game', { ownOrigin: OWN })).toBeUndefined();
  });

  it('accepts a listed host and its subdomains, never a look-alike', () => {
    const policy = { hosts: ['games.example', 'Vendor.Example.'] };
    expect(openablePlatformUrl('https://games.example/a', policy)).toBe('https://games.example/a');
    expect(openablePlatformUrl('https://eu.games.example/a', policy)).toBe('https://eu.games.example/a');
    expect(openablePlatformUrl('https://vendor.example/a', policy)).toBe('https://vendor.example/a');
    expect(openablePlatformUrl('https://evil.example/games.example', policy)).toBeUndefined();
    expect(openablePlatformUrl('https://games.example.evil.example/', policy)).toBeUndefined();
    expect(openablePlatformUrl('https://notgames.example/', policy)).toBeUndefined();
    expect(openablePlatformUrl('http://games.example/', policy)).toBeUndefined();
    expect(openablePlatformUrl('http://games.example/', { ...policy, allowHttp: true })).toBe('http://games.example/');
    expect(openablePlatformUrl('https://games.example/', { hosts: [] })).toBeUndefined();
    expect(openablePlatformUrl('https://games.example/', { hosts: [''] })).toBeUndefined();
  });

  it('refuses what is not a string, and a huge text at once', () => {
    for (const raw of [undefined, null, 42, true, { href: 'https://example.com' }, ['https://example.com'], new URL('https://example.com')])
      expect(openablePlatformUrl(raw)).toBeUndefined();
    for (const length of [10_000, 100_000]) {
      const started = performance.now();
      expect(openablePlatformUrl(`https://games.example/${'a'.repeat(length)}`)).toBeUndefined();
      expect(openablePlatformUrl(`${' '.repeat(length)}javascript:alert(1)`)).toBeUndefined();
      expect(performance.now() - started).toBeLessThan(50);
    }
  });
});

describe('brandUrlPolicy', () => {
  const brand = { api: { baseUrl: '/' }, links: { chatHosts: ['chat.solbet.example'] } };
  const page = 'https://site.example';

  it('launches on any https host without a launch host list, on the list when there is one', () => {
    expect(openablePlatformUrl('https://vendor.example/g', brandUrlPolicy(brand, 'launch', page))).toBe('https://vendor.example/g');
    const listed = { ...brand, security: { launchHosts: ['games.example'] } };
    expect(openablePlatformUrl('https://vendor.example/g', brandUrlPolicy(listed, 'launch', page))).toBeUndefined();
    expect(openablePlatformUrl('https://eu.games.example/g', brandUrlPolicy(listed, 'launch', page))).toBe('https://eu.games.example/g');
    // the launch list is for launches: links and payment pages go to any https host
    expect(openablePlatformUrl('https://t.me/x', brandUrlPolicy(listed, 'link', page))).toBe('https://t.me/x');
  });

  it('opens chat only on the chat hosts or the platform origin (the rule chat had)', () => {
    const chat = brandUrlPolicy(brand, 'chat', page);
    expect(openablePlatformUrl('https://chat.solbet.example/room?id=1', chat)).toBe('https://chat.solbet.example/room?id=1');
    expect(openablePlatformUrl('https://eu.chat.solbet.example/', chat)).toBe('https://eu.chat.solbet.example/');
    expect(openablePlatformUrl('https://site.example/demo-cdn/chat?language=EN', chat)).toBe('https://site.example/demo-cdn/chat?language=EN');
    expect(openablePlatformUrl('https://evil.example/chat.solbet.example', chat)).toBeUndefined();
    expect(openablePlatformUrl('https://chat.solbet.example.evil.example/', chat)).toBeUndefined();
    expect(openablePlatformUrl('http://chat.solbet.example/', chat)).toBeUndefined();
    expect(openablePlatformUrl('https://chat.solbet.example/', brandUrlPolicy({ ...brand, links: { chatHosts: [] } }, 'chat', page))).toBeUndefined();
  });

  it('lets http through only when the brand allows it', () => {
    expect(openablePlatformUrl('http://vendor.example/g', brandUrlPolicy(brand, 'launch', page))).toBeUndefined();
    expect(openablePlatformUrl('http://vendor.example/g', brandUrlPolicy({ ...brand, security: { allowHttp: true } }, 'launch', page))).toBe(
      'http://vendor.example/g',
    );
  });

  it('resolves the platform origin from the brand base URL', () => {
    expect(platformOrigin('/', 'https://site.example')).toBe('https://site.example');
    expect(platformOrigin('https://api.example/v1', 'https://site.example')).toBe('https://api.example');
    expect(brandUrlPolicy({ ...brand, api: { baseUrl: 'https://api.example/v1' } }, 'link', page).ownOrigin).toBe('https://api.example');
  });
});

describe('openPlatformUrl', () => {
  afterEach(() => vi.restoreAllMocks());
  const blank = () => ({ closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() });

  it('opens an accepted URL in this tab, replacing it, or in the window opened during the tap', () => {
    const assign = vi.spyOn(platformNavigation, 'assign').mockImplementation(() => undefined);
    const replace = vi.spyOn(platformNavigation, 'replace').mockImplementation(() => undefined);
    expect(openPlatformUrl('https://games.example/a', {}, 'here')).toBe('opened');
    expect(assign).toHaveBeenCalledWith('https://games.example/a');
    expect(openPlatformUrl(' https://games.example/b', {}, 'replace')).toBe('opened');
    expect(replace).toHaveBeenCalledWith('https://games.example/b');
    const popup = blank();
    expect(openPlatformUrl('https://games.example/c', {}, popup as unknown as Window)).toBe('opened');
    expect(popup.location.href).toBe('https://games.example/c');
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('opens nothing for a refused URL and closes the blank window it was meant for', () => {
    const assign = vi.spyOn(platformNavigation, 'assign').mockImplementation(() => undefined);
    const replace = vi.spyOn(platformNavigation, 'replace').mockImplementation(() => undefined);
    const open = vi.spyOn(platformNavigation, 'open');
    for (const raw of HOSTILE_PLATFORM_URLS) {
      const popup = blank();
      expect(openPlatformUrl(raw, {}, 'here')).toBe('refused');
      expect(openPlatformUrl(raw, {}, 'replace')).toBe('refused');
      expect(openPlatformUrl(raw, {}, 'window')).toBe('refused');
      expect(openPlatformUrl(raw, {}, popup as unknown as Window)).toBe('refused');
      expect(popup.close).toHaveBeenCalled();
      expect(popup.location.href).toBe('');
    }
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('says blocked when the window was blocked or closed, and cuts a new window off from this page', () => {
    expect(openPlatformUrl('https://games.example/a', {}, null)).toBe('blocked');
    expect(openPlatformUrl('https://games.example/a', {}, { ...blank(), closed: true } as unknown as Window)).toBe('blocked');
    vi.spyOn(platformNavigation, 'open').mockReturnValue(null);
    expect(openPlatformUrl('https://games.example/a', {}, 'window')).toBe('blocked');
    const popup = blank();
    vi.spyOn(platformNavigation, 'open').mockReturnValue(popup as unknown as Window);
    expect(openBlankWindow()).toBe(popup);
    expect(popup.opener).toBeNull();
    expect(openPlatformUrl('https://games.example/a', {}, 'window')).toBe('opened');
    expect(popup.location.href).toBe('https://games.example/a');
  });
});
