// @vitest-environment node
import { openedNumero, openedNumeroPublic } from '@wl/api-client/catalogue';
import { describe, expect, it } from 'vitest';
import { openedNumeroRequest } from '../lottery/lotteryApi';
import { clockOffset, drawRefreshDelay, formatCountdown, launchableLottery, lotteryPageTypes, openedNumeroCall, secondsLeft } from './lottery';

const NOW = Date.UTC(2026, 10, 22, 3, 42, 10);

describe('open draws: which call (decision 021)', () => {
  it('asks the public path without the token for a guest and the member path for a member', () => {
    expect(openedNumeroCall(undefined)).toBe('public');
    expect(openedNumeroCall('demo')).toBe('member');
    const guest = openedNumeroRequest({ gameCodes: 'KENO,K3', member: undefined });
    expect(guest).toEqual({ call: openedNumeroPublic, params: { gameCodes: 'KENO,K3' } });
    expect(guest.call).toMatchObject({ modules: ['AGEANNOUNCE3', 'COMM3'], token: 'none' });
    const member = openedNumeroRequest({ gameCodes: 'KENO', member: 'demo' });
    expect(member).toEqual({ call: openedNumero, params: { gameCodes: 'KENO' } });
    expect(member.call).toMatchObject({ modules: ['COMM3'], token: 'required' });
  });
});

describe('countdown', () => {
  it('counts whole seconds to the close on the platform clock, never below 0', () => {
    const close = Date.UTC(2026, 10, 22, 3, 45);
    expect(secondsLeft(close, NOW, 0)).toBe(170);
    // the device is 5 s behind the platform: 5 s fewer
    expect(secondsLeft(close, NOW, clockOffset(NOW + 5_000, NOW))).toBe(165);
    expect(secondsLeft(close, NOW + 169_001, 0)).toBe(1);
    expect(secondsLeft(close, close, 0)).toBe(0);
    expect(secondsLeft(close, close + 60_000, 0)).toBe(0);
  });

  it('shows mm:ss, and h:mm:ss from an hour on', () => {
    expect(formatCountdown(170)).toBe('02:50');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(27_000 + 65)).toBe('7:31:05');
  });
});

describe('draw refresh', () => {
  it('asks again a second after the first draw closes, on the platform clock', () => {
    const draws = [{ closeTime: NOW + 170_000 }, { closeTime: NOW + 50_000 }, { closeTime: NOW + 600_000 }];
    expect(drawRefreshDelay(draws, NOW, 0)).toBe(51_000);
    expect(drawRefreshDelay(draws, NOW, 10_000)).toBe(41_000);
  });

  it('waits at least a second when a draw has already closed, and not at all without draws', () => {
    expect(drawRefreshDelay([{ closeTime: NOW - 5_000 }], NOW, 0)).toBe(1_000);
    expect(drawRefreshDelay([], NOW, 0)).toBeUndefined();
  });
});

describe('lottery games', () => {
  it('launch with their game code', () => {
    const keno = {
      gameCode: 'KENO',
      gameName: 'Keno',
      gameType: 'LOTT' as const,
      vassalage: 'LOTT',
      nodeId: '700002',
      gameId: 'lott-lott-002',
      drawInterval: 300,
    };
    expect(launchableLottery(keno)).toEqual({ gameType: 'LOTT', vassalage: 'LOTT', gameId: 'lott-lott-002', nodeId: '700002', gameClassifyNew: 'KENO' });
  });

  it('are listed by page: e-lottery on /m/elott, both on /m/lott and /m/lottery', () => {
    expect(lotteryPageTypes('/m/elott')).toEqual(['ELOTT']);
    expect(lotteryPageTypes('/m/elott/')).toEqual(['ELOTT']);
    expect(lotteryPageTypes('/m/lott')).toEqual(['LOTT', 'ELOTT']);
    expect(lotteryPageTypes('/m/lottery')).toEqual(['LOTT', 'ELOTT']);
  });
});
