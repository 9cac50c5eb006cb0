import { announcements } from '@wl/api-client/catalogue';
import { createApiTestStore, testApiContext } from '@wl/api-client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchHomeAnnouncements } from './homeParts';

const lists = (banners: { id: number; url: string }[]) => ({
  success: true,
  value: { banners: banners.map((b) => ({ ...b, groupName: 'm_home' })), player: [], popup: [], promotion: [], hot: [] },
});

function answer(body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

describe('prefetchHomeAnnouncements', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it("asks for home's announcements and fetches the first banner's image from the brand's image host at once", async () => {
    const fetchMock = answer(
      lists([
        { id: 7, url: '/banners/7.webp' },
        { id: 8, url: '/banners/8.webp' },
      ]),
    );
    const store = createApiTestStore(testApiContext());
    await store.dispatch(prefetchHomeAnnouncements(['https://img.example']));

    const url = new URL(String(fetchMock.mock.calls[0]![0]));
    expect(url.pathname).toBe(announcements.path);
    expect(url.searchParams.get('groupName')).toBe('m_home');
    expect(url.searchParams.get('types')).toBe('B,PL,PU,PR,H');
    expect(preloads().map((link) => [link.href, link.getAttribute('fetchpriority')])).toEqual([['https://img.example/banners/7.webp', 'high']]);
  });

  it('fetches no image when there is no banner or the call fails', async () => {
    answer(lists([]));
    await createApiTestStore(testApiContext()).dispatch(prefetchHomeAnnouncements([]));
    answer({ success: false, code: 'E500', message: 'down' });
    await createApiTestStore(testApiContext()).dispatch(prefetchHomeAnnouncements([]));
    expect(preloads()).toEqual([]);
  });
});
