// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  affiliateInvitees,
  agentAffiliate,
  gatewayDeposit,
  registerByUsername,
  captchaImage,
  wallet,
  type AffiliateValue,
  type CaptchaValue,
  type DepositPaymentValue,
  type InviteesValue,
} from '@wl/api-client/catalogue';
import { createWebCryptoCipher } from '@wl/api-client/cipher';
import { ENCRYPTION_SCHEME, ERROR_CODE, HEADER, type LoginValue } from '@wl/api-client/protocol';
import { createDemoApp, type DemoApp } from '../app';
import { DEMO_PUBLIC_KEY } from '../keys';
import { call, loginToken, valueOf } from '../testing';
import { DEPOSIT_DEMO_PATH } from './deposit';
import { maskAccount } from './referral';

const cipher = createWebCryptoCipher(DEMO_PUBLIC_KEY);

async function register(app: DemoApp, username: string, affiliateCode: string, merchant: string) {
  const { captchaId } = valueOf(await call<CaptchaValue>(app, captchaImage.path, { merchant }));
  const { code } = valueOf(await call<{ code: string }>(app, `/__demo/captcha/${captchaId}`, { merchant }));
  const body = {
    registerUrl: 'localhost',
    registerMethod: 'H5',
    type: 0,
    domain: 'localhost',
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    affiliateCode,
    captchaId,
    captcha: code,
  };
  return valueOf(
    await call<LoginValue>(app, registerByUsername.path, {
      method: 'PUT',
      merchant,
      headers: { [HEADER.encryption]: ENCRYPTION_SCHEME },
      body: await cipher.encrypt(body),
    }),
  );
}

const invitees = async (app: DemoApp, token: string, merchant: string) => valueOf(await call<InviteesValue>(app, affiliateInvitees.path, { token, merchant }));

describe('invite friends', () => {
  it("answers the member's own code, and a friend registered with it is listed to that member only, per merchant", async () => {
    const app = createDemoApp();
    const demo = await loginToken(app, 'demo', 'SOL');
    const { code } = valueOf(await call<AffiliateValue>(app, agentAffiliate.path, { token: demo, merchant: 'SOL' }));
    expect(code).toMatch(/^\d{8}$/);
    expect(await invitees(app, demo, 'SOL')).toEqual({ list: [], totalReward: '0.00', currencySymbol: 'R$' });

    await register(app, 'friend01', code, 'SOL');
    await register(app, 'friend02', code, 'SOL');
    const listed = await invitees(app, demo, 'SOL');
    expect(listed.list.map((i) => i.account)).toEqual(['fr***2', 'fr***1']);
    expect(listed.list.every((i) => i.reward === null && typeof i.registeredAt === 'number')).toBe(true);

    // another member of the merchant, and the same member on another merchant, invited nobody
    expect((await invitees(app, await loginToken(app, 'demo1', 'SOL'), 'SOL')).list).toEqual([]);
    expect((await invitees(app, await loginToken(app, 'demo', 'WLDEMO'), 'WLDEMO')).list).toEqual([]);
  });

  it("credits the inviter once, at the friend's first successful deposit", async () => {
    const app = createDemoApp();
    const demo = await loginToken(app, 'demo');
    const { code } = valueOf(await call<AffiliateValue>(app, agentAffiliate.path, { token: demo }));
    const friend = (await register(app, 'friend03', code, 'WLDEMO')).token;
    const before = valueOf(await call<{ sumBalance: string }>(app, wallet.path, { token: demo })).sumBalance;
    for (const amount of ['50.00', '60.00']) {
      const { orderId } = valueOf(
        await call<DepositPaymentValue>(app, gatewayDeposit.path, {
          method: 'POST',
          token: friend,
          body: { channel: 'FASTPAY', amount },
          headers: { [HEADER.idempotencyKey]: crypto.randomUUID() },
        }),
      );
      await app.request(DEPOSIT_DEMO_PATH.pay.replace(':orderId', orderId), { method: 'POST' });
    }
    const after = valueOf(await call<{ sumBalance: string }>(app, wallet.path, { token: demo })).sumBalance;
    expect(Math.round((Number(after) - Number(before)) * 100)).toBe(1_000);
    expect(await invitees(app, demo, 'WLDEMO')).toMatchObject({ list: [{ account: 'fr***3', reward: '10.00' }], totalReward: '10.00' });
  });

  it('refuses a trial account and a missing session', async () => {
    const app = createDemoApp();
    const trial = await call(app, agentAffiliate.path, { token: await loginToken(app, 'trial') });
    expect(trial.status).toBe(403);
    expect(trial.body).toMatchObject({ code: ERROR_CODE.freeReject });
    expect((await call(app, affiliateInvitees.path)).status).toBe(401);
  });

  it('masks an account but its first two and last characters', () => {
    expect(maskAccount('friend01')).toBe('fr***1');
    expect(maskAccount('abc')).toBe('a**');
  });
});
