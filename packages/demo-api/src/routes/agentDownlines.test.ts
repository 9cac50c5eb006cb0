// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  affiliateLinks,
  captchaImage,
  createAffiliateLink,
  DOWNLINE_ERROR,
  downlineDetail,
  downlineQuota,
  downlines,
  globalRebateSettings,
  rebateSettings,
  registerByUsername,
  registerDownline,
  updateDownlineRebates,
  type AffiliateLink,
  type CaptchaValue,
  type DownlineDetail,
  type DownlinesValue,
  type GlobalRebateSetting,
  type QuotaLevel,
  type RebateSetting,
} from '@wl/api-client/catalogue';
import { createWebCryptoCipher } from '@wl/api-client/cipher';
import { ENCRYPTION_SCHEME, HEADER } from '@wl/api-client/protocol';
import { createDemoApp, type DemoApp } from '../app';
import { DEMO_PUBLIC_KEY } from '../keys';
import { call, loginToken, valueOf } from '../testing';

/** A player registers with an affiliate code, as the register page sends it (the demo's captcha read first). */
async function registerThrough(app: DemoApp, username: string, affiliateCode: string) {
  const { captchaId } = valueOf(await call<CaptchaValue>(app, captchaImage.path));
  const { code } = valueOf(await call<{ code: string }>(app, `/__demo/captcha/${captchaId}`));
  const body = { registerUrl: 'localhost', registerMethod: 'H5', type: 0, domain: 'localhost', username, password: 'Secret123', confirmPassword: 'Secret123' };
  const encrypted = await createWebCryptoCipher(DEMO_PUBLIC_KEY).encrypt({ ...body, affiliateCode, captchaId, captcha: code });
  return call(app, registerByUsername.path, { method: 'PUT', headers: { [HEADER.encryption]: ENCRYPTION_SCHEME }, body: encrypted });
}

const rebatesOf = (detail: DownlineDetail) => Object.fromEntries(detail.rebates.map((r) => [r.productType, r.rebate]));

/** An agent's session on a fresh demo platform whose clock stands still (the dates it answers compare equal). */
async function agent() {
  const now = Date.now();
  const app = createDemoApp({ now: () => now });
  const token = await loginToken(app, 'agent');
  const detail = async (account: string) => valueOf(await call<DownlineDetail>(app, `${downlineDetail.path}?account=${account}`, { token }));
  const update = (body: unknown) => call<{ account: string }>(app, updateDownlineRebates.path, { method: 'POST', token, body });
  const open = (username: string, rebate: number) =>
    call(app, registerDownline.path, { method: 'PUT', token, body: { username, password: 'Demo1234', confirmPassword: 'Demo1234', rebate } });
  const quota = async () => valueOf(await call<QuotaLevel[]>(app, downlineQuota.path, { token }));
  return { app, token, detail, update, open, quota };
}

describe('downlines (issue 20 item 2)', () => {
  it('pages and searches the team, each downline with its highest rebate', async () => {
    const { app, token } = await agent();
    const page1 = valueOf(await call<DownlinesValue>(app, `${downlines.path}?pageNo=1&pageSize=10`, { token }));
    expect(page1).toMatchObject({ total: 28, totalPages: 3, pageNum: 1 });
    expect(page1.list).toHaveLength(10);
    expect(page1.list[0]).toMatchObject({ account: 'team01', rebate: 0.5 });
    const found = valueOf(await call<DownlinesValue>(app, `${downlines.path}?search=team2`, { token }));
    expect(found.total).toBe(9);
    expect((await call(app, `${downlines.path}?pageNo=0`, { token })).status).toBe(400);
  });

  it("answers one downline's detail, and not found outside the agent's team", async () => {
    const { app, token, detail } = await agent();
    const team01 = await detail('team01');
    expect(team01).toMatchObject({ account: 'team01', type: 0, teamSize: 0 });
    expect(team01.balance).toMatch(/^\d+\.\d{2}$/);
    expect(rebatesOf(team01)).toEqual({ RNG: 0.5, LIVE: 0.5, PVP: 0.5, FISH: 0.5, SPORTS: 0.2, LOTT: 0.5 });
    // the same dates as the list
    const listed = valueOf(await call<DownlinesValue>(app, `${downlines.path}?search=team01`, { token })).list[0];
    expect(listed).toMatchObject({ registerDate: team01.registerDate, lastLoginDate: team01.lastLoginDate, balance: team01.balance });
    expect((await call(app, `${downlineDetail.path}?account=demo`, { token })).status).toBe(404);
    expect((await call(app, `${downlineDetail.path}?account=`, { token })).status).toBe(404);
    expect((await call(app, `${downlineDetail.path}?account=team01`, { token: await loginToken(app, 'demo') })).status).toBe(403);
  });

  it("answers the merchant's ceilings, and the agent's own rebates bounded by them are its limits", async () => {
    const { app, token } = await agent();
    const ceilings = valueOf(await call<GlobalRebateSetting[]>(app, globalRebateSettings.path, { token }));
    expect(ceilings).toContainEqual({ productType: 'LOTT', maxRebate: 2.5 });
    const own = valueOf(await call<RebateSetting[]>(app, rebateSettings.path, { token }));
    expect(own).toContainEqual({ productType: 'RNG', rebate: 2.5, maxRebate: 2 });
    expect(own).toContainEqual({ productType: 'LIVE', rebate: 1.8, maxRebate: 2 });
  });

  it('sets rebates per product type within the limits, all or none, and refuses one above its limit naming it', async () => {
    const { detail, update } = await agent();
    // LIVE's limit is the agent's own 1.8 (the merchant allows 2); RNG's is the merchant's 2 (the agent has 2.5)
    const above = await update({
      account: 'team01',
      rebates: [
        { productType: 'RNG', rebate: 1.9 },
        { productType: 'LIVE', rebate: 1.9 },
      ],
    });
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({ code: DOWNLINE_ERROR.aboveLimit, value: { field: 'rebates', productType: 'LIVE', limit: 1.8 } });
    expect((await update({ account: 'team01', rebates: [{ productType: 'RNG', rebate: 2.1 }] })).body).toMatchObject({
      value: { productType: 'RNG', limit: 2 },
    });
    // nothing was saved, not even the valid RNG
    expect(rebatesOf(await detail('team01')).RNG).toBe(0.5);
    for (const bad of [-1, 1.25, Number.NaN]) {
      expect((await update({ account: 'team01', rebates: [{ productType: 'RNG', rebate: bad }] })).status).toBe(400);
    }
    expect((await update({ account: 'team01', rebates: [{ productType: 'CHESS', rebate: 1 }] })).status).toBe(400);
    expect((await update({ account: 'team01', rebates: [] })).status).toBe(400);
    expect((await update({ account: 'demo', rebates: [{ productType: 'RNG', rebate: 1 }] })).status).toBe(404);

    const saved = valueOf(
      await update({
        account: 'team01',
        rebates: [
          { productType: 'RNG', rebate: 2 },
          { productType: 'LIVE', rebate: 1.8 },
          { productType: 'LOTT', rebate: 2.5 },
        ],
      }),
    );
    expect(saved.account).toBe('team01');
    expect(rebatesOf(await detail('team01'))).toEqual({ RNG: 2, LIVE: 1.8, PVP: 0.5, FISH: 0.5, SPORTS: 0.2, LOTT: 2.5 });
  });

  it("keeps each merchant's rebates apart", async () => {
    const { app, update } = await agent();
    valueOf(await update({ account: 'team01', rebates: [{ productType: 'RNG', rebate: 1.9 }] }));
    const sol = await loginToken(app, 'agent', 'SOL');
    const solTeam01 = valueOf(await call<DownlineDetail>(app, `${downlineDetail.path}?account=team01`, { token: sol, merchant: 'SOL' }));
    expect(rebatesOf(solTeam01).RNG).toBe(0.5);
  });

  it('opens an account by the registration rules with one rebate for every type, within the lowest limit', async () => {
    const { app, token, detail, open } = await agent();
    const put = (body: unknown) => call(app, registerDownline.path, { method: 'PUT', token, body });
    expect((await put({ username: 'ab', password: 'abc123', confirmPassword: 'abc123', rebate: 1 })).body).toMatchObject({ value: { field: 'username' } });
    expect((await put({ username: 'newbie1', password: 'abc123', confirmPassword: 'abc124', rebate: 1 })).body).toMatchObject({
      value: { field: 'confirmPassword' },
    });
    expect((await put({ username: 'team01', password: 'abc123', confirmPassword: 'abc123', rebate: 1 })).body).toMatchObject({ code: 'username.exists' });
    // 1.9 is within RNG's limit but above LIVE's and SPORTS' 1.8
    expect((await open('newbie1', 1.9)).body).toMatchObject({ code: DOWNLINE_ERROR.aboveLimit, value: { field: 'rebate', limit: 1.8 } });
    valueOf(await open('newbie1', 1.8));
    expect(rebatesOf(await detail('newbie1'))).toEqual({ RNG: 1.8, LIVE: 1.8, PVP: 1.8, FISH: 1.8, SPORTS: 1.8, LOTT: 1.8 });
    expect(valueOf(await call<DownlinesValue>(app, `${downlines.path}?search=newbie`, { token })).list[0]).toMatchObject({ account: 'newbie1', rebate: 1.8 });
    await loginToken(app, 'newbie1');
  });

  it('counts the quota per rebate level down as accounts open, and refuses one beyond it with its message', async () => {
    const { open, quota } = await agent();
    const before = await quota();
    expect(before).toEqual([
      { minRebate: 0, maxRebate: 0.9, quota: 100, used: 20, remaining: 80 },
      { minRebate: 1, maxRebate: 1.4, quota: 30, used: 6, remaining: 24 },
      { minRebate: 1.5, maxRebate: 2.5, quota: 10, used: 2, remaining: 8 },
    ]);
    valueOf(await open('lowrate1', 0.5));
    const after = await quota();
    expect(after.map((l) => l.remaining)).toEqual([79, 24, 8]);
    for (let i = 0; i < 8; i += 1) valueOf(await open(`high${i}x`, 1.5 + (i % 4) / 10));
    expect((await quota())[2]).toMatchObject({ used: 10, remaining: 0 });
    const refused = await open('highover', 1.6);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: DOWNLINE_ERROR.quotaExhausted,
      message: 'You have no quota left for accounts with this rebate.',
      value: { field: 'rebate', minRebate: 1.5, maxRebate: 2.5 },
    });
    // the other levels still open
    valueOf(await open('midrate1', 1.2));
    expect((await quota()).map((l) => l.remaining)).toEqual([79, 23, 0]);
  });

  it("gives a member registered through an affiliate link the link's rebate for every type, using no quota", async () => {
    const { app, token, detail, quota } = await agent();
    const before = await quota();
    const create = (rebate: number) => call<AffiliateLink>(app, createAffiliateLink.path, { method: 'POST', token, body: { rebate, memberType: 0 } });
    // a link's rebate applies to every type: at most the lowest limit
    expect((await create(1.9)).body).toMatchObject({ value: { field: 'rebate' } });
    const link = valueOf(await create(1.8));
    expect(valueOf(await call<AffiliateLink[]>(app, affiliateLinks.path, { token })).map((l) => l.code)).toContain(link.code);
    valueOf(await registerThrough(app, 'linkrate1', link.code));
    expect(rebatesOf(await detail('linkrate1'))).toEqual({ RNG: 1.8, LIVE: 1.8, PVP: 1.8, FISH: 1.8, SPORTS: 1.8, LOTT: 1.8 });
    expect(await quota()).toEqual(before);
  });
});
