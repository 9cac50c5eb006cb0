// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { affiliatePath } from './affiliate';
import { needsContractCheck, pendingContract } from './contracts';
import { AGENT_MENU, visibleMenu } from './menu';

describe('contract prompt rule', () => {
  it.each([0, 1, 2, 3, 5, 43])('checks type %i', (type) => expect(needsContractCheck(type)).toBe(true));
  it.each([4, 40, 41, 42])('never asks type %i', (type) => expect(needsContractCheck(type)).toBe(false));
  it('does not check without a session', () => expect(needsContractCheck(undefined)).toBe(false));

  it('picks the pending requirement, daily salary first', () => {
    expect(pendingContract({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' })).toBeNull();
    expect(pendingContract({ dailysalreqtype: ' ', divtypecompperiodreq: 'HALF_MONTH', contracthoursalreq: 'H' })).toBe('dividend');
    expect(pendingContract({ dailysalreqtype: 'DAILY', divtypecompperiodreq: 'X', contracthoursalreq: '' })).toBe('dailySalary');
    expect(pendingContract({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: 'HOURLY' })).toBe('hourSalary');
    expect(pendingContract(undefined)).toBeNull();
  });
});

describe('menu-key filter', () => {
  it('shows every entry with the full menu', () => {
    expect(
      visibleMenu(AGENT_MENU, [
        'AGEPAG',
        'TRANSREC3',
        'DOWNMAN',
        'AGENTRANSMULTDOWN3',
        'AGETEAMPNL3',
        'TEAMBETTING3',
        'AGEREBINC3',
        'GAMSER',
        'SECPRIV',
        'MAILCEN',
      ]),
    ).toHaveLength(AGENT_MENU.length);
  });

  it('leads the transfer key to the transfer page', () => {
    expect(visibleMenu(AGENT_MENU, ['AGENTRANSMULTDOWN3']).map((i) => i.to)).toEqual(['/m/agent/transfer', '/m/redRain']);
  });

  it('drops entries whose key the merchant does not enable, keeps keyless ones', () => {
    const items = [...AGENT_MENU, { to: '/online', key: null, label: 'menu.onlineService' as const }];
    const shown = visibleMenu(items, ['TRANSREC3', 'SECPRIV']).map((i) => i.to);
    expect(shown).toEqual(['/m/transaction/record?types=A', '/m/securityCenter', '/online']);
  });
});

describe('affiliate routing', () => {
  it('sends guests to login, agents to open an account, members to invite friends', () => {
    expect(affiliatePath(null)).toBe('/m/login');
    expect(affiliatePath({ type: 2 })).toBe('/m/agentRegister');
    expect(affiliatePath({ type: 0 })).toBe('/m/inviteFriends');
    expect(affiliatePath({ type: 4 })).toBe('/m/inviteFriends');
    expect(affiliatePath({ type: 40 })).toBe('/m/inviteFriends');
  });
});
