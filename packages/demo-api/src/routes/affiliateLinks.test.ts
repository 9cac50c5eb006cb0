// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  affiliateLinks,
  captchaImage,
  createAffiliateLink,
  deleteAffiliateLink,
  downlines,
  registerByUsername,
  type AffiliateLink,
  type CaptchaValue,
  type DownlinesValue,
} from '@wl/api-client/catalogue';
import { createWebCryptoCipher } from '@wl/api-client/cipher';
import { ENCRYPTION_SCHEME, ERROR_CODE, HEADER, MEMBER_TYPE, type LoginValue } from '@wl/api-client/protocol';
import { createDemoApp, type DemoApp } from '../app';
import { DEMO_PUBLIC_KEY } from '../keys';
import { call, loginToken, valueOf } from '../testing';

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
  return call<LoginValue>(app, registerByUsername.path, {
    method: 'PUT',
    merchant,
    headers: { [HEADER.encryption]: ENCRYPTION_SCHEME },
    body: await cipher.encrypt(body),
  });
}

const create = (app: DemoApp, token: string, merchant: string, body: unknown) =>
  call<AffiliateLink>(app, createAffiliateLink.path, { method: 'POST', token, merchant, body });
const list = async (app: DemoApp, token: string, merchant: string) => valueOf(await call<AffiliateLink[]>(app, affiliateLinks.path, { token, merchant }));
const team = async (app: DemoApp, token: string, merchant: string, search: string) =>
  valueOf(await call<DownlinesValue>(app, `${downlines.path}?search=${search}&pageNo=1&pageSize=10`, { token, merchant })).list;

describe('affiliate links', () => {
  it("creates, lists (newest first, the agent's own, per merchant) and deletes links", async () => {
    const app = createDemoApp();
    const agent = await loginToken(app, 'agent', 'SOL');
    expect(await list(app, agent, 'SOL')).toEqual([]);
    const first = valueOf(await create(app, agent, 'SOL', { rebate: 1.5, memberType: 0 }));
    expect(first).toMatchObject({ rebate: 1.5, memberType: 0, registered: 0 });
    expect(first.code).toMatch(/^L[A-Z0-9]{7}$/);
    const second = valueOf(await create(app, agent, 'SOL', { rebate: 0, memberType: 2 }));
    expect((await list(app, agent, 'SOL')).map((l) => l.code).sort()).toEqual([first.code, second.code].sort());
    // another merchant's agent sees none of them
    expect(await list(app, await loginToken(app, 'agent', 'WLDEMO'), 'WLDEMO')).toEqual([]);

    valueOf(await call(app, deleteAffiliateLink.path, { method: 'POST', token: agent, merchant: 'SOL', body: { code: first.code } }));
    expect((await list(app, agent, 'SOL')).map((l) => l.code)).toEqual([second.code]);
    const again = await call(app, deleteAffiliateLink.path, { method: 'POST', token: agent, merchant: 'SOL', body: { code: first.code } });
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 404, code: ERROR_CODE.notFound });
  });

  it("refuses a rebate outside the agent's limit, or off the 0.1 steps, on the rebate field", async () => {
    const app = createDemoApp();
    const agent = await loginToken(app, 'agent');
    for (const rebate of [-0.1, 2.1, 1.25]) {
      const refused = await create(app, agent, 'WLDEMO', { rebate, memberType: 0 });
      expect({ status: refused.status, code: refused.body.code, value: refused.body.success ? null : refused.body.value }).toEqual({
        status: 400,
        code: ERROR_CODE.validation,
        value: { field: 'rebate' },
      });
    }
    const badType = await create(app, agent, 'WLDEMO', { rebate: 1, memberType: 4 });
    expect(badType.status).toBe(400);
  });

  it('refuses members that are not agents', async () => {
    const app = createDemoApp();
    const demo = await loginToken(app, 'demo');
    const refused = await create(app, demo, 'WLDEMO', { rebate: 1, memberType: 0 });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: ERROR_CODE.nonAgent });
    expect((await call(app, affiliateLinks.path, { token: demo })).status).toBe(403);
  });

  it("registration through a link makes the agent's downline with the link's rebate and member type", async () => {
    const app = createDemoApp();
    const agent = await loginToken(app, 'agent');
    const player = valueOf(await create(app, agent, 'WLDEMO', { rebate: 1.3, memberType: 0 }));
    const subAgent = valueOf(await create(app, agent, 'WLDEMO', { rebate: 0.7, memberType: 2 }));

    const friend = valueOf(await register(app, 'linkfriend1', player.code.toLowerCase(), 'WLDEMO'));
    expect(friend.type).toBe(MEMBER_TYPE.member);
    const agentFriend = valueOf(await register(app, 'linkfriend2', subAgent.code, 'WLDEMO'));
    expect(agentFriend.type).toBe(MEMBER_TYPE.member2);

    expect(await team(app, agent, 'WLDEMO', 'linkfriend')).toEqual([
      expect.objectContaining({ account: 'linkfriend1', rebate: 1.3, type: MEMBER_TYPE.member }),
      expect.objectContaining({ account: 'linkfriend2', rebate: 0.7, type: MEMBER_TYPE.member2 }),
    ]);
    expect((await list(app, agent, 'WLDEMO')).find((l) => l.code === player.code)?.registered).toBe(1);

    // a deleted link's code no longer registers anyone
    await call(app, deleteAffiliateLink.path, { method: 'POST', token: agent, body: { code: player.code } });
    const refused = await register(app, 'linkfriend3', player.code, 'WLDEMO');
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 400, code: ERROR_CODE.invitationInvalid });
  });
});
