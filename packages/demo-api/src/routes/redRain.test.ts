// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { claimRedRain, RED_RAIN_ERROR, redRainRounds, wallet, type RedRainRoundsValue } from '@wl/api-client/catalogue';
import { ERROR_CODE, HEADER } from '@wl/api-client/protocol';
import { createDemoApp } from '../app';
import { centsOf } from '../cents';
import { call, loginToken, MERCHANT, valueOf } from '../testing';
import { CHANCES_PER_DAY, CLAIM_GRACE_MS, prizeCents, RED_RAIN_DEMO_PATH, ROUND_EVERY_MS, ROUND_LENGTH_MS, ROUND_PACKETS } from './redRain';

const START = Date.parse('2026-11-25T12:00:00Z');

async function setUp(account = 'demo', from = START) {
  let now = from;
  const clock = { set: (time: number) => void (now = time), advance: (ms: number) => void (now += ms) };
  const app = createDemoApp({ now: () => now });
  const token = await loginToken(app, account);
  const rounds = async () => valueOf(await call<RedRainRoundsValue>(app, redRainRounds.path, { token }));
  const start = async (query = 'inMs=5000&lengthMs=10000') => {
    const answer = await call<{ roundId: string; startAt: number; endAt: number }[]>(app, `${RED_RAIN_DEMO_PATH.start}?${query}`, { method: 'POST' });
    return valueOf(answer)[0]!;
  };
  const claim = (body: unknown, key: string = crypto.randomUUID()) =>
    call<{ roundId: string; amount: string; chancesLeft: number }>(app, claimRedRain.path, { method: 'POST', token, body, headers: { [HEADER.idempotencyKey]: key } });
  const balance = async () => centsOf(valueOf(await call<{ sumBalance: string }>(app, wallet.path, { token })).sumBalance);
  return { app, token, clock, rounds, start, claim, balance };
}

describe('red-packet rain', () => {
  it('lists the scheduled rounds, the server time and the day’s entries; guests are refused', async () => {
    const { app, rounds } = await setUp();
    const value = await rounds();
    expect(value).toMatchObject({ serverTime: START, currencySymbol: '$', chancesLeft: CHANCES_PER_DAY, chancesPerDay: CHANCES_PER_DAY, claimGraceMs: CLAIM_GRACE_MS });
    const upcoming = value.rounds.filter((r) => r.startAt > START);
    expect(upcoming).toHaveLength(3);
    expect(upcoming[1]!.startAt - upcoming[0]!.startAt).toBe(ROUND_EVERY_MS);
    for (const round of value.rounds) {
      expect(round).toMatchObject({ endAt: round.startAt + ROUND_LENGTH_MS, packets: ROUND_PACKETS, claim: null });
      expect(round.endAt + CLAIM_GRACE_MS).toBeGreaterThan(START);
    }
    expect((await call(app, redRainRounds.path)).status).toBe(401);
  });

  it('a started round is claimed once: credited exactly once for a repeated key, a second key refused', async () => {
    const { clock, rounds, start, claim, balance } = await setUp();
    const round = await start();
    expect((await rounds()).rounds[0]).toMatchObject({ roundId: round.roundId, startAt: START + 5_000, endAt: START + 15_000 });

    expect((await claim({ roundId: round.roundId, packets: 3 })).body).toMatchObject({ code: RED_RAIN_ERROR.notStarted });
    clock.advance(12_000);
    const before = await balance();
    const prize = prizeCents(MERCHANT, 'demo', round.roundId);
    const key = crypto.randomUUID();
    const first = valueOf(await claim({ roundId: round.roundId, packets: 3 }, key));
    expect(first).toEqual({ roundId: round.roundId, amount: (prize / 100).toFixed(2), chancesLeft: CHANCES_PER_DAY - 1 });
    // retried after a timeout (same key): the same answer, nothing moves again
    expect(valueOf(await claim({ roundId: round.roundId, packets: 3 }, key))).toEqual(first);
    // another key: one claim per round
    const again = await claim({ roundId: round.roundId, packets: 3 });
    expect(again).toMatchObject({ status: 409, body: { code: RED_RAIN_ERROR.claimed, value: { amount: first.amount, packets: 3 } } });
    expect(await balance()).toBe(before + prize);
    expect((await rounds()).rounds.find((r) => r.roundId === round.roundId)?.claim).toEqual({ amount: first.amount, packets: 3, claimedAt: START + 12_000 });
  });

  it('refuses a claim out of the round’s window, with packets out of range, or a trial account', async () => {
    const { clock, start, claim } = await setUp();
    const round = await start('inMs=0&lengthMs=10000&packets=5');
    for (const packets of [0, 6, 1.5]) {
      expect(await claim({ roundId: round.roundId, packets })).toMatchObject({ status: 400, body: { code: ERROR_CODE.validation, value: { field: 'packets' } } });
    }
    expect((await claim({ roundId: 'S123', packets: 1 })).body.code).toBe(RED_RAIN_ERROR.unknownRound);
    clock.advance(10_000 + CLAIM_GRACE_MS + 1);
    expect((await claim({ roundId: round.roundId, packets: 1 })).body.code).toBe(RED_RAIN_ERROR.closed);

    const trial = await setUp('trial');
    const trialRound = await trial.start('inMs=0');
    expect(await trial.claim({ roundId: trialRound.roundId, packets: 1 })).toMatchObject({ status: 403, body: { code: ERROR_CODE.freeReject } });
  });

  it('allows CHANCES_PER_DAY claims a day, then refuses until the next (UTC) day', async () => {
    const { clock, rounds, start, claim } = await setUp('demo', Date.parse('2026-11-25T23:59:00Z'));
    for (let i = 0; i < CHANCES_PER_DAY; i += 1) {
      const round = await start('inMs=0');
      expect((await claim({ roundId: round.roundId, packets: 1 })).status).toBe(200);
    }
    expect((await rounds()).chancesLeft).toBe(0);
    const extra = await start('inMs=0');
    expect(await claim({ roundId: extra.roundId, packets: 1 })).toMatchObject({ status: 403, body: { code: RED_RAIN_ERROR.noChances } });
    clock.advance(60_001);
    expect((await rounds()).chancesLeft).toBe(CHANCES_PER_DAY);
  });

  it('a scheduled round can be claimed while it runs; its prize is the same for the member, nothing sometimes', async () => {
    const { clock, rounds, claim } = await setUp('demo1');
    const next = (await rounds()).rounds.find((r) => r.startAt > START)!;
    clock.set(next.startAt + 1_000);
    const answer = valueOf(await claim({ roundId: next.roundId, packets: ROUND_PACKETS }));
    expect(answer.amount).toBe((prizeCents(MERCHANT, 'demo1', next.roundId) / 100).toFixed(2));
    const prizes = Array.from({ length: 200 }, (_, i) => prizeCents(MERCHANT, 'demo1', `S${i}`));
    expect(prizes.filter((p) => p === 0).length).toBeGreaterThan(30);
    expect(prizes.every((p) => p === 0 || (p >= 188 && p <= 8_888))).toBe(true);
  });
});
