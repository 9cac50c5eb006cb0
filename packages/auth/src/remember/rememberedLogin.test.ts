import { beforeEach, describe, expect, it } from 'vitest';
import { createRememberedLogins, memoryKeyStore, REMEMBERED_LOGIN_KEY, type KeyStore } from './rememberedLogin';

const b64 = (s: string) => btoa(s);

describe('remembered login', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips username, password and dialing code per method', async () => {
    const logins = createRememberedLogins(memoryKeyStore());
    await logins.save('username', { username: 'demo', password: 'Demo1234' });
    await logins.save('sms', { username: '987650001', password: '', countryDialingCode: '55' });
    expect(await logins.load('username')).toEqual({ username: 'demo', password: 'Demo1234', countryDialingCode: undefined });
    expect(await logins.load('sms')).toMatchObject({ username: '987650001', countryDialingCode: '55' });
  });

  it('never stores the password as plain text or Base64 (single or double)', async () => {
    const logins = createRememberedLogins(memoryKeyStore());
    await logins.save('username', { username: 'demo', password: 'Demo1234' });
    const raw = localStorage.getItem(REMEMBERED_LOGIN_KEY)!;
    expect(raw).toContain('demo');
    for (const form of ['Demo1234', b64('Demo1234'), b64(b64('Demo1234'))]) expect(raw).not.toContain(form);
  });

  it('keeps the key non-extractable', async () => {
    let kept: CryptoKey | undefined;
    const keys: KeyStore = { get: async () => kept, put: async (k) => void (kept = k) };
    await createRememberedLogins(keys).save('username', { username: 'demo', password: 'Demo1234' });
    expect(kept?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', kept!)).rejects.toThrow();
  });

  it('keeps only the username when the key is gone, and re-encrypts after a password change', async () => {
    await createRememberedLogins(memoryKeyStore()).save('username', { username: 'demo', password: 'Demo1234' });
    expect(await createRememberedLogins(memoryKeyStore()).load('username')).toEqual({ username: 'demo', password: '', countryDialingCode: undefined });

    const logins = createRememberedLogins(memoryKeyStore());
    await logins.save('username', { username: 'demo', password: 'Demo1234' });
    const before = localStorage.getItem(REMEMBERED_LOGIN_KEY);
    await logins.updatePassword('DEMO', 'Fresh123');
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).not.toBe(before);
    expect((await logins.load('username'))?.password).toBe('Fresh123');
    logins.forget('username');
    expect(await logins.load('username')).toBeNull();
  });
});
