// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  alipayDeposit,
  excludeSelf,
  exclusionEnd,
  launchGame,
  PROTECTION_ERROR,
  protectionRules,
  protectionSession,
  protectionSettings,
  setRealityCheck,
  updateProtectionLimits,
  type ProtectionSettingsValue,
} from '@wl/api-client/catalogue';
import { ERROR_CODE, HEADER } from '@wl/api-client/protocol';
import { createDemoApp } from '../app';
import { call, login, loginToken, MERCHANT, valueOf } from '../testing';
import { COOLING_OFF_MS, PROTECTION_DEMO_PATH } from './protection';

const START = Date.parse('2026-11-25T12:00:00Z');

async function setUp(account = 'demo1') {
  const app = createDemoApp({ now: () => START });
  const token = await loginToken(app, account);
  const settings = async () => valueOf(await call<ProtectionSettingsValue>(app, protectionSettings.path, { token }));
  const setLimits = (limits: { kind: string; value: string | null }[]) =>
    call<ProtectionSettingsValue>(app, updateProtectionLimits.path, { method: 'POST', token, body: { limits } });
  const limitOf = (value: ProtectionSettingsValue, kind: string) => value.limits.find((l) => l.kind === kind)!;
  const deposit = (amount: string) =>
    call<{ orderId: string }>(app, alipayDeposit.path, { method: 'POST', token, body: { channel: 'ALIPAY', amount }, headers: { [HEADER.idempotencyKey]: crypto.randomUUID() } });
  const control = (path: string, body: Record<string, unknown>) => call(app, path, { method: 'POST', body: { account, ...body } });
  return { app, token, settings, setLimits, limitOf, deposit, control };
}

describe('player protection', () => {
  it('answers its rules to guests, the settings only with a session', async () => {
    const { app } = await setUp();
    const rules = valueOf(await call<{ coolingOffMs: number; timeOutPeriods: string[] }>(app, protectionRules.path));
    expect(rules).toMatchObject({ coolingOffMs: COOLING_OFF_MS, timeOutPeriods: ['P1D', 'P7D', 'P14D', 'P42D'] });
    expect((await call(app, protectionSettings.path)).status).toBe(401);
  });

  it('lowers a limit at once, raises it after the cooling-off, and refuses a deposit above what is left', async () => {
    const { settings, setLimits, limitOf, deposit, control } = await setUp();
    const set = valueOf(await setLimits([{ kind: 'depositDay', value: '100' }]));
    expect(limitOf(set, 'depositDay')).toMatchObject({ value: '100.00', pending: null, used: '0.00', resetsAt: Date.parse('2026-11-26T00:00:00Z') });

    expect((await deposit('80.00')).status).toBe(200);
    const refused = await deposit('30.00');
    expect(refused).toMatchObject({ status: 403, body: { code: PROTECTION_ERROR.depositLimit, value: { remaining: '20.00', resetsAt: Date.parse('2026-11-26T00:00:00Z') } } });
    expect(limitOf(await settings(), 'depositDay').used).toBe('80.00');

    const raised = valueOf(await setLimits([{ kind: 'depositDay', value: '500' }]));
    expect(limitOf(raised, 'depositDay')).toMatchObject({ value: '100.00', pending: { value: '500.00', effectiveAt: START + COOLING_OFF_MS } });
    expect((await deposit('30.00')).status).toBe(403);

    // a day and a minute later on the member's clock: the raise applies, and the day's deposits start again
    expect((await control(PROTECTION_DEMO_PATH.clock, { offsetMs: COOLING_OFF_MS + 60_000 })).status).toBe(200);
    expect(limitOf(await settings(), 'depositDay')).toMatchObject({ value: '500.00', pending: null, used: '0.00' });
    expect((await deposit('30.00')).status).toBe(200);

    // a removal waits too; lowering again cancels it
    expect(limitOf(valueOf(await setLimits([{ kind: 'depositDay', value: null }])), 'depositDay')).toMatchObject({ value: '500.00', pending: { value: null } });
    expect(limitOf(valueOf(await setLimits([{ kind: 'depositDay', value: '400' }])), 'depositDay')).toMatchObject({ value: '400.00', pending: null });
  });

  it('refuses a value that is not a positive amount or whole minutes, and a daily limit above the weekly one', async () => {
    const { setLimits } = await setUp();
    for (const [kind, value] of [
      ['depositDay', '0'],
      ['depositDay', '-5'],
      ['depositDay', '10.005'],
      ['lossDay', '1234567890123'],
      ['sessionMinutes', '1.5'],
      ['sessionMinutes', '2000'],
    ] as const)
      expect(await setLimits([{ kind, value }]), `${kind} ${value}`).toMatchObject({ status: 400, body: { code: ERROR_CODE.validation, value: { field: kind } } });
    expect(
      await setLimits([
        { kind: 'depositDay', value: '300' },
        { kind: 'depositWeek', value: '200' },
      ]),
    ).toMatchObject({ status: 400, body: { value: { field: 'depositDay' } } });
  });

  it('refuses a launch once the day’s loss reaches the loss limit; reports the session’s stake and net result', async () => {
    const { app, token, setLimits, control } = await setUp();
    await setLimits([{ kind: 'lossDay', value: '50' }]);
    const launch = () => call(app, `${launchGame.path}?gameCategory=LOTT&vendor=LOTTO&gameCode=lobby`, { token });
    expect((await launch()).status).toBe(200);
    await control(PROTECTION_DEMO_PATH.play, { stake: '40.00', win: '5.50' });
    await control(PROTECTION_DEMO_PATH.play, { stake: '20.00' });
    expect(valueOf(await call(app, protectionSession.path, { token }))).toEqual({ serverTime: START, startedAt: START, staked: '60.00', netResult: '-54.50' });
    expect(await launch()).toMatchObject({ status: 403, body: { code: PROTECTION_ERROR.lossLimit } });
  });

  it('keeps the reality-check interval among its choices', async () => {
    const { app, token } = await setUp();
    expect(valueOf(await call<ProtectionSettingsValue>(app, setRealityCheck.path, { method: 'POST', token, body: { minutes: 30 } })).realityCheckMinutes).toBe(30);
    expect((await call(app, setRealityCheck.path, { method: 'POST', token, body: { minutes: 7 } })).status).toBe(400);
  });

  it('a time-out ends the sessions and refuses login until it ends; a self-exclusion has no end', async () => {
    const { app, token, control } = await setUp();
    const until = START + 86_400_000;
    expect(valueOf(await call(app, excludeSelf.path, { method: 'POST', token, body: { kind: 'timeOut', period: 'P1D' } }))).toEqual({ kind: 'timeOut', until });
    expect((await call(app, protectionSettings.path, { token })).status).toBe(401);
    expect((await login(app, { username: 'demo1', password: 'Demo1234' })).body).toMatchObject({ code: PROTECTION_ERROR.excluded, value: { kind: 'timeOut', until } });
    await control(PROTECTION_DEMO_PATH.clock, { offsetMs: 86_400_000 });
    const back = await loginToken(app, 'demo1');

    expect((await call(app, excludeSelf.path, { method: 'POST', token: back, body: { kind: 'selfExclusion', period: 'P1D' } })).status).toBe(400);
    await call(app, excludeSelf.path, { method: 'POST', token: back, body: { kind: 'selfExclusion', period: 'permanent' } });
    await control(PROTECTION_DEMO_PATH.clock, { offsetMs: 10 * 365 * 86_400_000 });
    expect((await login(app, { username: 'demo1', password: 'Demo1234' }, MERCHANT)).body).toMatchObject({ code: PROTECTION_ERROR.excluded, value: { kind: 'selfExclusion', until: null } });
  });

  it('ends an exclusion on the calendar', () => {
    expect(exclusionEnd('P6M', Date.parse('2026-08-31T10:00:00Z'))).toBe(Date.parse('2027-03-03T10:00:00Z'));
    expect(exclusionEnd('P1Y', START)).toBe(Date.parse('2027-11-25T12:00:00Z'));
    expect(exclusionEnd('P42D', START)).toBe(START + 42 * 86_400_000);
    expect(exclusionEnd('permanent', START)).toBeNull();
  });
});
