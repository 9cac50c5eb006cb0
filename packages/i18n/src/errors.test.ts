// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorMessageKey } from './errors';

describe('errorMessageKey', () => {
  it('maps known platform codes to their key under errors', () => {
    expect(errorMessageKey('session.expired')).toBe('errors.session_expired');
    expect(errorMessageKey('login.non.member')).toBe('errors.login_non_member');
    expect(errorMessageKey('free_reject')).toBe('errors.free_reject');
  });

  it('falls back to errors.unknown', () => {
    expect(errorMessageKey('no.such.code')).toBe('errors.unknown');
    expect(errorMessageKey('')).toBe('errors.unknown');
    expect(errorMessageKey('toString')).toBe('errors.unknown');
  });
});
