// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeCsPath, encodeCsPath, type CustomerServiceItem } from '@wl/api-client/protocol';
import { HOSTILE_PLATFORM_URLS } from '@wl/api-client/hostile-urls';
import { brandContactUrl, customerServiceLinks, customerServiceUrl } from './customerService';

/** the brand's link policy: any https host, the platform on the page's origin */
const LINKS = { ownOrigin: 'http://localhost' };

const item = (csType: CustomerServiceItem['csType'], url: string, csPosition: string | null = null, key = 'Ab3$xY9z'): CustomerServiceItem => ({
  title: csType,
  path: encodeCsPath(url, key),
  csType,
  csPosition,
});

describe('customer-service paths', () => {
  it('decode with the last 8 characters as the key', () => {
    const encoded = encodeCsPath('https://t.me/nova_service', 'k00WLDEM');
    expect(encoded.endsWith('k00WLDEM')).toBe(true);
    expect(encoded).not.toContain('t.me');
    expect(decodeCsPath(encoded)).toBe('https://t.me/nova_service');
    expect(decodeCsPath('https://t.me/x')).not.toBe('https://t.me/x');
  });

  it('round-trip any text and any key', () => {
    for (const [text, key] of [
      ['https://chat.example/服务?a=1&b=2', '12345678'],
      ['', 'abcdefgh'],
      ['x', '!!!!!!!!'],
    ] as const) {
      expect(decodeCsPath(encodeCsPath(text, key))).toBe(text === '' ? undefined : text);
    }
  });

  it('refuse what is not an encoding', () => {
    expect(decodeCsPath('short')).toBeUndefined();
    expect(decodeCsPath('%%%notbase64%%%12345678')).toBeUndefined();
  });
});

describe('customer-service links', () => {
  it('drops FACEBOOK and YOUTUBE, keeps the online service and orders messaging apps by position', () => {
    const links = customerServiceLinks(
      [
        item('TELEGRAM', 'https://t.me/two', 'TELEGRAM-2'),
        item('FACEBOOK', 'https://facebook.com/x'),
        item('LIVECHAT', 'https://chat.example/live'),
        item('YOUTUBE', 'https://youtube.com/x'),
        item('TELEGRAM', 'https://t.me/one', 'TELEGRAM-1'),
      ],
      LINKS,
    );
    expect(links.online?.url).toBe('https://chat.example/live');
    expect(links.messaging.map((l) => l.url)).toEqual(['https://t.me/one', 'https://t.me/two']);
  });

  it('drops entries that do not decode to a web address', () => {
    expect(customerServiceLinks([{ title: 'x', path: 'not-encoded-at-all', csType: 'LIVECHAT', csPosition: null }], LINKS)).toEqual({ messaging: [] });
    expect(customerServiceLinks([item('LIVECHAT', 'javascript:alert(1)')], LINKS).online).toBeUndefined();
    expect(customerServiceLinks(undefined, LINKS)).toEqual({ messaging: [] });
  });

  it('draws no link for any URL openablePlatformUrl refuses (credentials, slash tricks, http, hidden characters)', () => {
    const hostile = HOSTILE_PLATFORM_URLS.filter((url) => url !== '').map((url, i) => item(i % 2 ? 'LIVECHAT' : 'TELEGRAM', url, `TELEGRAM-${i}`));
    expect(customerServiceLinks([...hostile, item('TELEGRAM', ' https://t.me/ok ', 'TELEGRAM-1')], LINKS)).toEqual({
      messaging: [{ title: 'TELEGRAM', url: 'https://t.me/ok', csType: 'TELEGRAM' }],
    });
    expect(customerServiceLinks([item('TELEGRAM', 'http://t.me/plain')], { ...LINKS, allowHttp: true }).messaging[0]?.url).toBe('http://t.me/plain');
  });
});

describe('the customer-service link of a screen', () => {
  const telegram = { telegram: 'https://t.me/brand_service' };

  it("opens the platform's first usable entry: the online service, else the first messaging app by position", () => {
    const live = item('LIVECHAT', 'https://chat.example/live');
    const second = item('TELEGRAM', 'https://t.me/two', 'TELEGRAM-2');
    const first = item('TELEGRAM', 'https://t.me/one', 'TELEGRAM-1');
    expect(customerServiceUrl([second, first, live], telegram, LINKS)).toBe('https://chat.example/live');
    expect(customerServiceUrl([second, first], telegram, LINKS)).toBe('https://t.me/one');
  });

  it("falls back to the brand's contact when the platform gives no usable entry, and to nothing without one", () => {
    expect(customerServiceUrl(undefined, telegram, LINKS)).toBe('https://t.me/brand_service');
    expect(customerServiceUrl([], telegram, LINKS)).toBe('https://t.me/brand_service');
    // hidden types and refused addresses are no entry
    const unusable = [item('FACEBOOK', 'https://facebook.com/x'), item('YOUTUBE', 'https://youtube.com/x'), item('LIVECHAT', 'javascript:alert(1)')];
    expect(customerServiceUrl(unusable, telegram, LINKS)).toBe('https://t.me/brand_service');
    expect(customerServiceUrl(unusable, {}, LINKS)).toBeUndefined();
    expect(customerServiceUrl(unusable, { telegram: 'javascript:alert(1)' }, LINKS)).toBeUndefined();
  });

  it("takes the brand's first contact the site will open: telegram, then facebook, then instagram", () => {
    const all = { telegram: 'https://t.me/a', facebook: 'https://facebook.com/b', instagram: 'https://instagram.com/c' };
    expect(brandContactUrl(all, LINKS)).toBe('https://t.me/a');
    expect(brandContactUrl({ ...all, telegram: undefined }, LINKS)).toBe('https://facebook.com/b');
    expect(brandContactUrl({ telegram: 'javascript:alert(1)', instagram: 'https://instagram.com/c' }, LINKS)).toBe('https://instagram.com/c');
    expect(brandContactUrl({}, LINKS)).toBeUndefined();
    for (const url of HOSTILE_PLATFORM_URLS) expect(brandContactUrl({ telegram: url }, LINKS)).toBeUndefined();
  });
});
