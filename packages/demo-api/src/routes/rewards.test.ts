// @vitest-environment node
import {
  availablePromotions,
  claimPromotion,
  claimRafflePromotion,
  convertPoint,
  merchantAvailablePromotions,
  pointBalance,
  promotionClaims,
  rafflePromotionStatus,
  redeemPointReward,
  REWARDS_ERROR,
  wallet,
  type PointPayout,
  type PromotionAvailability,
  type PromotionClaim,
  type RaffleStatus,
} from '@wl/api-client/catalogue';
import { createWebCryptoCipher } from '@wl/api-client/cipher';
import { ENCRYPTION_SCHEME, ERROR_CODE, HEADER } from '@wl/api-client/protocol';
import { describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../app';
import { DEMO_PUBLIC_KEY } from '../keys';
import { centsOf } from '../cents';
import { POINT_REWARDS, POINTS_WELCOME, REWARD_PROMOTIONS } from '../seed/rewards';
import { call, loginToken, valueOf } from '../testing';

const cipher = createWebCryptoCipher(DEMO_PUBLIC_KEY);

async function encrypted<T = unknown>(app: DemoApp, path: string, token: string, body: unknown, key: string = crypto.randomUUID()) {
  const headers = { [HEADER.encryption]: ENCRYPTION_SCHEME, [HEADER.idempotencyKey]: key };
  return call<T>(app, path, { method: 'POST', token, headers, body: await cipher.encrypt(body) });
}

const money = (app: DemoApp, token: string, path: string, body: unknown, key: string = crypto.randomUUID()) =>
  call<PromotionClaim>(app, path, { method: 'POST', token, body, headers: { [HEADER.idempotencyKey]: key } });
const balanceCents = async (app: DemoApp, token: string) => centsOf(valueOf(await call<{ sumBalance: string }>(app, wallet.path, { token })).sumBalance);
const rewards = (list: PromotionAvailability[]) => Object.fromEntries(list.filter((p) => p.promotionId !== undefined).map((p) => [p.promotionId!, p]));

describe('reward centre promotions', () => {
  it('describe what a promotion is, never restating the figures its card shows (target, reward): no figure twice on a card', () => {
    // "20.00", "20,00", "50,000.00", "50.000,00": the figure as any language writes it
    const written = (cents: number) => {
      const whole = Math.trunc(cents / 100).toString();
      const grouped = (sep: string) => new Intl.NumberFormat('en-US').format(Math.trunc(cents / 100)).replaceAll(',', sep);
      const fraction = String(cents % 100).padStart(2, '0');
      return [`${grouped(',')}.${fraction}`, `${grouped('.')},${fraction}`, `${whole}.${fraction}`, `${whole},${fraction}`];
    };
    for (const promotion of REWARD_PROMOTIONS)
      for (const [language, html] of Object.entries(promotion.content))
        for (const figure of [...written(promotion.condition.targetCents), ...(promotion.amountCents ? written(promotion.amountCents) : [])])
          expect(html, `${promotion.id} ${language}`).not.toContain(figure);
  });

  it("lists the merchant's promotions for a guest without progress, and the member's with progress", async () => {
    const app = createDemoApp();
    const guest = rewards(valueOf(await call<PromotionAvailability[]>(app, merchantAvailablePromotions.path)));
    expect(guest[9101]).toMatchObject({ key: 'REWARD', enabled: false, amount: '8.88', condition: { type: 'BET', target: '20.00' } });
    expect(guest[9101]!.condition!.progress).toBeUndefined();
    expect(guest[9201]).toMatchObject({ key: 'RAFFLE', enabled: true });

    const token = await loginToken(app, 'demo');
    const member = rewards(valueOf(await call<PromotionAvailability[]>(app, availablePromotions.path, { token })));
    // the demo member's seeded bets meet the turnover reward, not the high roller's; it has deposited nothing yet
    expect(centsOf(member[9101]!.condition!.progress!)).toBeGreaterThanOrEqual(2_000);
    expect(member[9101]!.enabled).toBe(true);
    expect(member[9102]).toMatchObject({ enabled: false, condition: { type: 'DEPOSIT', progress: '0.00' } });
    expect(member[9103]!.enabled).toBe(false);
    expect(member[9104]!.enabled).toBe(false);
    expect(member[9104]!.endDate).toBeLessThan(Date.now());
  });

  it('credits a claim exactly once, whatever the taps and retries, and lists it in the claim history', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    const before = await balanceCents(app, token);
    const first = await money(app, token, claimPromotion.path, { promotionId: 9101 }, 'k1');
    expect(valueOf(first)).toMatchObject({ promotionId: 9101, status: 'claimed', amount: '8.88', title: 'Weekly Turnover Reward' });
    expect((await money(app, token, claimPromotion.path, { promotionId: 9101 }, 'k1')).body).toEqual(first.body);
    const again = await money(app, token, claimPromotion.path, { promotionId: 9101 }, 'k2');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(REWARDS_ERROR.alreadyClaimed);
    expect(await balanceCents(app, token)).toBe(before + 888);
    const history = valueOf(await call<PromotionClaim[]>(app, promotionClaims.path, { token }));
    expect(history).toEqual([expect.objectContaining({ promotionId: 9101, status: 'claimed', amount: '8.88' })]);
    const list = rewards(valueOf(await call<PromotionAvailability[]>(app, availablePromotions.path, { token })));
    expect(list[9101]!.enabled).toBe(false);
  });

  it('refuses an ended promotion, an unmet condition and a trial session, moving nothing', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    const before = await balanceCents(app, token);
    const ended = await money(app, token, claimPromotion.path, { promotionId: 9104 });
    expect([ended.status, ended.body.code]).toEqual([409, REWARDS_ERROR.promotionExpired]);
    const unmet = await money(app, token, claimPromotion.path, { promotionId: 9103 });
    expect([unmet.status, unmet.body.code]).toEqual([409, REWARDS_ERROR.conditionNotMet]);
    expect(await balanceCents(app, token)).toBe(before);
    const trial = await money(app, await loginToken(app, 'trial'), claimPromotion.path, { promotionId: 9101 });
    expect([trial.status, trial.body.code]).toEqual([403, ERROR_CODE.freeReject]);
  });
});

describe('raffle', () => {
  it('gives one draw per target reached, pays each draw once and ends claimed', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    const status = async () => valueOf(await call<RaffleStatus>(app, `${rafflePromotionStatus.path}?promotionId=9201`, { token }));
    const history = async () => valueOf(await call<PromotionClaim[]>(app, promotionClaims.path, { token })).filter((c) => c.promotionId === 9201);
    expect(await history()).toEqual([]);
    const start = await status();
    expect(start.status).toBe('claimable');
    expect(start.chances).toBeGreaterThan(0);
    const before = await balanceCents(app, token);
    let paid = 0;
    for (let draw = 0; draw < start.chances; draw += 1) {
      const key = `draw-${draw}`;
      const answer = valueOf(
        await call<{ amount: string; chances: number }>(app, claimRafflePromotion.path, {
          method: 'POST',
          token,
          body: { promotionId: 9201 },
          headers: { [HEADER.idempotencyKey]: key },
        }),
      );
      // a retry of the same draw answers the same prize and pays nothing more
      const retry = valueOf(
        await call<{ amount: string }>(app, claimRafflePromotion.path, {
          method: 'POST',
          token,
          body: { promotionId: 9201 },
          headers: { [HEADER.idempotencyKey]: key },
        }),
      );
      expect(retry.amount).toBe(answer.amount);
      expect(answer.chances).toBe(start.chances - draw - 1);
      paid += centsOf(answer.amount);
    }
    expect(await balanceCents(app, token)).toBe(before + paid);
    expect(await status()).toMatchObject({ status: 'claimed', chances: 0 });
    expect(centsOf((await status()).won)).toBe(paid);
    // the claim history shows the raffle once, with all its draws paid
    const [entry, ...more] = await history();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ status: 'claimed', title: 'Lucky Draw' });
    expect(centsOf(entry!.amount!)).toBe(paid);
    const none = await call(app, claimRafflePromotion.path, {
      method: 'POST',
      token,
      body: { promotionId: 9201 },
      headers: { [HEADER.idempotencyKey]: 'more' },
    });
    expect(none.body.code).toBe(REWARDS_ERROR.noChances);
  });
});

describe('points', () => {
  it('redeems a reward: points down by its cost, the wallet up by its amount, once per key', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    const points = valueOf(await call<{ balance: number }>(app, pointBalance.path, { token })).balance;
    expect(points).toBeGreaterThanOrEqual(POINTS_WELCOME);
    const before = await balanceCents(app, token);
    const reward = POINT_REWARDS[0];
    const answer = valueOf(await encrypted<PointPayout>(app, redeemPointReward.path, token, { rewardId: reward.id, password: 'Demo1234' }, 'r1'));
    expect(answer).toEqual({ balance: points - reward.points, amount: '2.50' });
    expect(valueOf(await encrypted<PointPayout>(app, redeemPointReward.path, token, { rewardId: reward.id, password: 'Demo1234' }, 'r1'))).toEqual(answer);
    expect(await balanceCents(app, token)).toBe(before + reward.amountCents);
    expect(valueOf(await call<{ balance: number }>(app, pointBalance.path, { token })).balance).toBe(points - reward.points);
  });

  it('converts whole points at the rate; refuses a wrong password, too many points, zero or a fraction', async () => {
    const app = createDemoApp();
    const token = await loginToken(app, 'demo');
    const points = valueOf(await call<{ balance: number }>(app, pointBalance.path, { token })).balance;
    const before = await balanceCents(app, token);
    const refused = async (body: unknown) => (await encrypted(app, convertPoint.path, token, body)).body;
    expect(await refused({ points: 100, password: 'wrong' })).toMatchObject({ code: REWARDS_ERROR.passwordIncorrect, value: { field: 'password' } });
    expect(await refused({ points: points + 1, password: 'Demo1234' })).toMatchObject({ code: REWARDS_ERROR.pointsInsufficient, value: { field: 'points' } });
    expect(await refused({ points: 0, password: 'Demo1234' })).toMatchObject({ code: ERROR_CODE.validation, value: { field: 'points' } });
    expect(await refused({ points: 150.5, password: 'Demo1234' })).toMatchObject({ code: ERROR_CODE.validation, value: { field: 'points' } });
    expect(await balanceCents(app, token)).toBe(before);
    expect(valueOf(await encrypted<PointPayout>(app, convertPoint.path, token, { points: 150, password: 'Demo1234' }))).toEqual({
      balance: points - 150,
      amount: '1.50',
    });
    expect(await balanceCents(app, token)).toBe(before + 150);
  });

  it('keeps points per merchant and refuses a trial session', async () => {
    const app = createDemoApp();
    const sol = await loginToken(app, 'demo', 'SOL');
    expect(valueOf(await call<{ balance: number }>(app, pointBalance.path, { token: sol, merchant: 'SOL' })).balance).toBeGreaterThanOrEqual(POINTS_WELCOME);
    const trial = await loginToken(app, 'trial');
    expect((await encrypted(app, convertPoint.path, trial, { points: 100, password: 'Demo1234' })).body.code).toBe(ERROR_CODE.freeReject);
  });
});
