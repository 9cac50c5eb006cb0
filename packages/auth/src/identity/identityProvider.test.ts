// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { IdentityCancelled, identityProviderOn, loadIdentityProvider, socialChannels, type IdentityProvider } from './identityProvider';
import { createDemoProvider } from './demoProvider';

describe('socialChannels (which social buttons show)', () => {
  const both = { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true };

  it('shows a button only when the identity provider AND its white-label flag are on', () => {
    expect(socialChannels(true, both)).toEqual(['google', 'facebook']);
    expect(socialChannels(true, { GOOGLELOGIN3: true, FACEBOOKLOGIN3: false })).toEqual(['google']);
    expect(socialChannels(true, { GOOGLELOGIN3: false, FACEBOOKLOGIN3: true })).toEqual(['facebook']);
    expect(socialChannels(true, {})).toEqual([]);
    expect(socialChannels(false, both)).toEqual([]);
  });

  it('counts the demo provider as on, none or a missing setting as off', () => {
    expect(identityProviderOn({ provider: 'demo' })).toBe(true);
    expect(identityProviderOn({ provider: 'none' })).toBe(false);
    expect(identityProviderOn(undefined)).toBe(false);
  });

  it('counts the real adapter as off in a bundle it was not built into', () => {
    // the test build defines no WL_IDENTITY_PROVIDER, as a brand without the adapter
    expect(identityProviderOn({ provider: 'firebase', scriptUrls: ['https://idp.example/app.js'], config: { apiKey: 'k' } })).toBe(false);
  });
});

describe('loadIdentityProvider', () => {
  const fake: IdentityProvider = { signIn: vi.fn(), verifyPhone: vi.fn() };

  it('gives the demo provider for a demo brand and refuses when none is configured', async () => {
    await expect(loadIdentityProvider({ provider: 'demo' }, () => fake)).resolves.toBe(fake);
    await expect(loadIdentityProvider({ provider: 'none' }, () => fake)).rejects.toThrow(/No identity provider/);
    await expect(
      loadIdentityProvider({ provider: 'firebase', scriptUrls: ['https://idp.example/a.js'], config: { apiKey: 'k' } }, () => fake),
    ).rejects.toThrow();
  });
});

describe('demo provider', () => {
  it('signs in with the account picked in its dialog and passes a cancel through', async () => {
    const issueToken = vi.fn(async () => 'id-token');
    const provider = createDemoProvider({
      chooseAccount: async (channel) => (channel === 'google' ? { email: 'ana@gmail.example', name: 'Ana' } : Promise.reject(new IdentityCancelled())),
      issueToken,
      sendPhoneCode: vi.fn(),
      phoneToken: vi.fn(),
    });
    await expect(provider.signIn('google')).resolves.toEqual({ channel: 'google', idToken: 'id-token' });
    expect(issueToken).toHaveBeenCalledWith({ channel: 'google', email: 'ana@gmail.example', name: 'Ana' });
    await expect(provider.signIn('facebook')).rejects.toBeInstanceOf(IdentityCancelled);
  });

  it('verifies a phone: sends the code, then trades it for a token of that number', async () => {
    const sendPhoneCode = vi.fn(async () => undefined);
    const phoneToken = vi.fn(async () => 'phone-token');
    const provider = createDemoProvider({ chooseAccount: vi.fn(), issueToken: vi.fn(), sendPhoneCode, phoneToken });
    const verification = await provider.verifyPhone({ countryDialingCode: '55', mobileNo: '987650001' });
    expect(sendPhoneCode).toHaveBeenCalledWith({ countryDialingCode: '55', mobileNo: '987650001' });
    await expect(verification.confirm('123456')).resolves.toEqual({ channel: 'sms', idToken: 'phone-token', countryDialingCode: '55', mobileNo: '987650001' });
    expect(phoneToken).toHaveBeenCalledWith({ countryDialingCode: '55', mobileNo: '987650001', code: '123456' });
  });
});
