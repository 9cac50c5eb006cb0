// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../session/sessionSlice';
import { checkAccess, isAgentType } from './access';

const as = (type: number): SessionInfo => ({ token: 't', merchantCode: 'M', userName: 'u', type, firstTimeLogin: false });

describe('account-type gates', () => {
  it('sends guests to login, and guests away from the agent area', () => {
    expect(checkAccess('deposit', null)).toBe('login');
    expect(checkAccess('mail', null)).toBe('login');
    expect(checkAccess('agent', null)).toBe('home');
  });

  it('refuses trial accounts mail, chat, promotions and deposit with free_reject', () => {
    for (const feature of ['mail', 'chat', 'promotion', 'referral', 'bets', 'deposit'] as const) expect(checkAccess(feature, as(4))).toBe('freeReject');
  });

  it('lets only types 0, 1 and 2 deposit, withdraw, transfer between wallets and set up withdrawals', () => {
    for (const feature of ['deposit', 'money'] as const) {
      expect([0, 1, 2, 3, 4, 40].map((t) => checkAccess(feature, as(t)))).toEqual(['ok', 'ok', 'ok', 'freeReject', 'freeReject', 'freeReject']);
    }
    expect(checkAccess('money', null)).toBe('login');
  });

  it('treats every type but 0, 4 and 40 as an agent', () => {
    expect([0, 1, 2, 4, 40, 41].map(isAgentType)).toEqual([false, true, true, false, false, true]);
    expect(checkAccess('agent', as(0))).toBe('home');
    expect(checkAccess('agent', as(2))).toBe('ok');
  });
});

describe('more gates', () => {
  it('lets any session into member features and sends guests to login', () => {
    expect(checkAccess('member', null)).toBe('login');
    expect([0, 1, 2, 4, 41].map((t) => checkAccess('member', as(t)))).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  });

  it('leaves types 4, 40, 41 and 42 out of contract prompts', () => {
    expect([0, 2, 3, 4, 40, 41, 42].map((t) => checkAccess('contracts', as(t)))).toEqual(['ok', 'ok', 'ok', 'home', 'home', 'home', 'home']);
    expect(checkAccess('contracts', null)).toBe('home');
  });

  it('lets members use mail and chat', () => {
    expect(checkAccess('mail', as(0))).toBe('ok');
    expect(checkAccess('chat', as(2))).toBe('ok');
  });
});
