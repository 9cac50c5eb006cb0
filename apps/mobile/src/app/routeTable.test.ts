// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findRoute, footerOf, HOME_PATHS, ROUTES } from './routeTable';

const layout = (path: string) => {
  const entry = findRoute(path);
  if (!entry) throw new Error(`no route ${path}`);
  return { homeHeader: entry.homeHeader, topBar: entry.topBar, footerNav: entry.footerNav, back: entry.back };
};

describe('route table', () => {
  it('serves home at every home path with the home-only header', () => {
    for (const path of HOME_PATHS) expect(layout(path)).toMatchObject({ homeHeader: true, topBar: false, footerNav: 'player' });
  });

  it('hides the top bar on login, register, message, app, lottery, forget, changePsw, agent and game lists', () => {
    for (const path of [
      '/m/login',
      '/m/register',
      '/m/message',
      '/m/app',
      '/m/lottery',
      '/m/forget',
      '/m/changePsw',
      '/m/agent',
      '/m/slot-games',
      '/m/esport-games',
      '/m/hot-games',
    ]) {
      expect(layout(path).topBar, path).toBe(false);
    }
    for (const path of ['/m/activity', '/m/notice', '/m/help', '/m/set', '/m/member/home']) expect(layout(path).topBar, path).toBe(true);
  });

  it('hides the footer nav on its list and shows it elsewhere', () => {
    for (const path of [
      '/m/login',
      '/m/register',
      '/m/lottery',
      '/m/forget',
      '/m/changePsw',
      '/m/app',
      '/m/notice',
      '/m/help',
      '/m/activityDetail',
      '/m/hot-games',
      '/m/live-games',
      '/m/agent/team/pnl',
    ]) {
      expect(layout(path).footerNav, path).toBeNull();
    }
    for (const path of ['/m/home', '/m/activity', '/m/message', '/m/set', '/m/member/home']) expect(layout(path).footerNav, path).toBe('player');
  });

  it("keeps the agent's bar on agent home and the pages it leads to (open account, dividends, the agent notices)", () => {
    for (const path of ['/m/agent', '/m/agentRegister', '/m/member/agent/agentDivident']) expect(footerOf(findRoute(path)!, ''), path).toBe('agent');
    expect(footerOf(findRoute('/m/agentRegister')!, '?tab=links')).toBe('agent');
    expect(footerOf(findRoute('/m/member/notice')!, '?types=A')).toBe('agent');
    // the player's notices keep the player's bar
    expect(footerOf(findRoute('/m/member/notice')!, '?types=M')).toBe('player');
    expect(footerOf(findRoute('/m/member/notice')!, '')).toBe('player');
  });

  it('sends login, register, trail, activity and forget back home and other pages one step back', () => {
    for (const path of ['/m/login', '/m/register', '/m/trail', '/m/activity', '/m/forget']) expect(layout(path).back, path).toBe('home');
    expect(layout('/m/notice').back).toBe('history');
  });

  it('knows a trailing slash but not unknown paths', () => {
    expect(findRoute('/m/activity/')?.path).toBe('/m/activity');
    expect(findRoute('/m/nope')).toBeUndefined();
  });

  it('lists every path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
