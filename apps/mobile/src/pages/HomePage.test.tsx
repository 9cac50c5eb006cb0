import { screen } from '@testing-library/react';
import { renderApp, startDemoPlatform, testBrand } from '@wl/auth/testing';
import { describe, expect, it } from 'vitest';
import { HomePage } from './HomePage';

startDemoPlatform();

/** Whether `a` comes before `b` in the page. */
const before = (a: Element, b: Element) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('home designs', () => {
  const base = testBrand();
  const show = (home_layout: 'banners' | 'games') => renderApp(<HomePage />, { route: '/m/home', brand: testBrand({ templates: { ...base.templates, home_layout } }) });

  it('banners: the banners come before the games', async () => {
    await show('banners');
    const games = await screen.findByRole('heading', { name: 'Games' });
    expect(before(await screen.findByRole('region', { name: 'Promotions' }), games)).toBe(true);
  });

  it('games: the games come first, the banners after them', async () => {
    await show('games');
    const games = await screen.findByRole('heading', { name: 'Games' });
    expect(before(games, await screen.findByRole('region', { name: 'Promotions' }))).toBe(true);
  });
});
