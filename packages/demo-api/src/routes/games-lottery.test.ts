// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as calls from '@wl/api-client/catalogue';
import { ERROR_CODE, HEADER } from '@wl/api-client/protocol';
import type { LaunchValue, LotteryMenuValue, OpenedNumeroValue, RankListValue } from '@wl/api-client/protocol';
import { createDemoApp } from '../app';
import { openDraw } from '../seed/games';
import { call, loginToken, valueOf } from '../testing';

/** 22 November 2026, 03:42:10 UTC: the 45th five-minute draw of the day closes at 03:45. */
const NOW = Date.UTC(2026, 10, 22, 3, 42, 10);

function clockApp(start = NOW) {
  let now = start;
  const app = createDemoApp({ now: () => now });
  return { app, tick: (ms: number) => (now += ms) };
}

describe('lottery draws (seed)', () => {
  it('numbers a draw by its UTC day and place in the day, and opens the next one when it closes', () => {
    const five = { interval: 300, firstClose: 300 };
    expect(openDraw(five, NOW)).toEqual({ numero: '20261122-045', closeTime: Date.UTC(2026, 10, 22, 3, 45) });
    // a close at the very moment has closed
    expect(openDraw(five, Date.UTC(2026, 10, 22, 3, 45)).numero).toBe('20261122-046');
    // the day's last draw closes at 23:55; after it the next day starts again at 001
    expect(openDraw(five, Date.UTC(2026, 10, 22, 23, 54)).numero).toBe('20261122-287');
    expect(openDraw(five, Date.UTC(2026, 10, 22, 23, 57))).toEqual({ numero: '20261123-001', closeTime: Date.UTC(2026, 10, 23, 0, 5) });
    const daily = { interval: 86_400, firstClose: 11 * 3600 + 600 };
    expect(openDraw(daily, NOW)).toEqual({ numero: '20261122-001', closeTime: Date.UTC(2026, 10, 22, 11, 10) });
    expect(openDraw(daily, Date.UTC(2026, 10, 22, 12)).numero).toBe('20261123-001');
  });
});

describe('lottery gateway', () => {
  it('answers the menu of draw games without a token, lobbies left out, by category on request', async () => {
    const { app } = clockApp();
    const all = valueOf(await call<LotteryMenuValue>(app, calls.lotteryMenu.path)).list;
    // lottery before e-lottery (the platform's category order)
    expect(all[0]).toMatchObject({ gameType: 'LOTT', vassalage: 'LOTT', gameCode: 'KENO' });
    expect(
      all
        .slice(1)
        .map((g) => `${g.gameType}:${g.vassalage}:${g.gameCode}`)
        .sort(),
    ).toEqual(['11X5', '5D', 'K3', 'PK10', 'SSC'].map((code) => `ELOTT:ELOTT:${code}`));
    expect(all.find((g) => g.gameCode === 'KENO')).toMatchObject({ gameName: 'Keno', drawInterval: 300, nodeId: expect.stringMatching(/^\d+$/) });
    expect(all.find((g) => g.gameCode === 'K3')?.iconUrl).toMatch(/^http:\/\/localhost\/demo-cdn\/games\/ELOTT\//);
    const elott = valueOf(await call<LotteryMenuValue>(app, `${calls.lotteryMenu.path}?gameType=ELOTT`)).list;
    expect(elott.every((g) => g.gameType === 'ELOTT')).toBe(true);
    expect(elott).toHaveLength(5);
  });

  it('adds the Vietnam and SEA lotteries for a merchant that offers them', async () => {
    const { app } = clockApp();
    const codes = valueOf(await call<LotteryMenuValue>(app, calls.lotteryMenu.path, { merchant: 'LOTUS' })).list.map((g) => g.gameCode);
    expect(codes).toEqual(expect.arrayContaining(['MIENBAC', 'MIENNAM', 'MIENTRUNG', '4DLOTTO', 'VNSPEEDLOTTERY', 'KENO']));
  });

  it('answers the open draw of every game on the public path and the same on the member path, which needs a session', async () => {
    const { app, tick } = clockApp();
    const open = valueOf(await call<OpenedNumeroValue>(app, calls.openedNumeroPublic.path));
    expect(open.serverTime).toBe(NOW);
    expect(open.list.find((d) => d.gameCode === 'KENO')).toEqual({ gameCode: 'KENO', numero: '20261122-045', closeTime: Date.UTC(2026, 10, 22, 3, 45) });
    // K3 closes every two minutes: 03:44 is the 112th draw
    expect(open.list.find((d) => d.gameCode === 'K3')?.numero).toBe('20261122-112');

    const denied = await call(app, calls.openedNumero.path);
    expect(denied.status).toBe(401);
    expect(denied.body).toMatchObject({ success: false, code: ERROR_CODE.sessionExpired });
    const token = await loginToken(app);
    const member = valueOf(await call<OpenedNumeroValue>(app, `${calls.openedNumero.path}?gameCodes=keno,K3`, { token }));
    expect(member.list.map((d) => d.gameCode)).toEqual(['KENO', 'K3']);

    tick(3 * 60 * 1000);
    const later = valueOf(await call<OpenedNumeroValue>(app, `${calls.openedNumeroPublic.path}?gameCodes=KENO`));
    expect(later.list).toEqual([{ gameCode: 'KENO', numero: '20261122-046', closeTime: Date.UTC(2026, 10, 22, 3, 50) }]);
  });

  it('lists the draw games a member launched, newest first, and needs a session', async () => {
    const { app } = clockApp();
    expect((await call(app, calls.lotteryRecent.path)).status).toBe(401);
    const token = await loginToken(app);
    expect(valueOf(await call<LotteryMenuValue>(app, calls.lotteryRecent.path, { token })).list).toEqual([]);
    const menu = valueOf(await call<LotteryMenuValue>(app, calls.lotteryMenu.path)).list;
    const keno = menu.find((g) => g.gameCode === 'KENO')!;
    const k3 = menu.find((g) => g.gameCode === 'K3')!;
    for (const nodeId of [keno.nodeId, k3.nodeId]) await call(app, `${calls.recentAdd.path}?nodeId=${nodeId}`, { token });
    const recent = valueOf(await call<LotteryMenuValue>(app, calls.lotteryRecent.path, { token })).list;
    expect(recent.map((g) => g.gameCode)).toEqual(['K3', 'KENO']);
  });

  it('records the module ids of the catalogue for the lottery calls', async () => {
    const { app } = clockApp();
    await call(app, calls.lotteryMenu.path, { headers: { [HEADER.module]: 'COMM3' } });
    await call(app, calls.openedNumeroPublic.path, { headers: { [HEADER.module]: 'AGEANNOUNCE3' } });
    const records = valueOf(await call<{ path: string; moduleIdMatches: boolean | null }[]>(app, '/__demo/requests'));
    expect(records.filter((r) => r.path.startsWith('/lgw/')).map((r) => r.moduleIdMatches)).toEqual([true, true]);
  });
});

describe('rank list and fallback launch', () => {
  it('ranks the games of a category by players, most first, 10 by default', async () => {
    const { app } = clockApp();
    const ranked = valueOf(await call<RankListValue>(app, `${calls.rankList.path}?gameType=RNG&language=en`)).list;
    expect(ranked).toHaveLength(10);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ranked.every((r) => r.game.gameType === 'RNG')).toBe(true);
    const players = ranked.map((r) => r.players);
    expect(players).toEqual([...players].sort((a, b) => b - a));
    expect(ranked[0]?.game.iconUrl).toMatch(/^http:\/\/localhost\//);
    expect(valueOf(await call<RankListValue>(app, `${calls.rankList.path}?limitNum=3`)).list).toHaveLength(3);
    expect((await call(app, `${calls.rankList.path}?limitNum=zero`)).status).toBe(400);
  });

  it('launches through the fallback launcher like the main one, saying so on the game page', async () => {
    const { app } = clockApp();
    expect((await call(app, `${calls.launchFallback.path}?vendor=LOTT&gameCode=KENO`)).status).toBe(401);
    const token = await loginToken(app);
    const { url } = valueOf(await call<LaunchValue>(app, `${calls.launchFallback.path}?vendor=LOTT&gameCode=KENO&prizeMode=Elott&playType=trad`, { token }));
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({ vendor: 'LOTT', code: 'KENO', prizeMode: 'Elott', playType: 'trad', launcher: 'fallback' });
    expect(url).not.toContain(token);
  });
});
