import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowIdentityScripts, createFirebaseProvider, loadScript, type ProviderGlobal } from './firebaseAdapter';
import { IdentityCancelled } from './identityProvider';

const SCRIPTS = ['https://idp.example/app-compat.js', 'https://idp.example/auth-compat.js'];

/** What the provider's scripts would install: a global with the namespaced auth API. */
function installFakeSdk(options: { popup?: () => Promise<{ user: { getIdToken(): Promise<string> } | null }> } = {}) {
  const calls: string[] = [];
  const auth = {
    signInWithPopup: vi.fn(options.popup ?? (async () => ({ user: { getIdToken: async () => 'google-id-token' } }))),
    signInWithPhoneNumber: vi.fn(async (phone: string) => {
      calls.push(`phone ${phone}`);
      return { confirm: async (code: string) => ({ user: { getIdToken: async () => `sms-token-${code}` } }) };
    }),
  };
  const sdk = {
    apps: [] as unknown[],
    initializeApp: vi.fn((config: Record<string, string>) => {
      sdk.apps.push(config);
      return config;
    }),
    auth: Object.assign(() => auth, {
      GoogleAuthProvider: class {
        readonly id = 'google.com';
      },
      FacebookAuthProvider: class {
        readonly id = 'facebook.com';
      },
      RecaptchaVerifier: class {
        clear() {
          calls.push('verifier cleared');
        }
      },
    }),
  };
  (globalThis as { firebase?: ProviderGlobal }).firebase = sdk as unknown as ProviderGlobal;
  return { sdk, auth, calls };
}

afterEach(() => {
  delete (globalThis as { firebase?: unknown }).firebase;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('firebase adapter', () => {
  it('loads the configured scripts in order once, initialises with the public config and returns the id token', async () => {
    const loaded: string[] = [];
    const provider = createFirebaseProvider({
      scriptUrls: SCRIPTS,
      config: { apiKey: 'public-key', authDomain: 'brand.example' },
      loadScript: async (url) => {
        loaded.push(url);
        if (url === SCRIPTS[1]) installFakeSdk();
      },
    });
    await expect(provider.signIn('google')).resolves.toEqual({ channel: 'google', idToken: 'google-id-token' });
    await provider.signIn('facebook');
    expect(loaded).toEqual(SCRIPTS);
    const sdk = (globalThis as unknown as { firebase: { initializeApp: ReturnType<typeof vi.fn> } }).firebase;
    expect(sdk.initializeApp).toHaveBeenCalledTimes(1);
    expect(sdk.initializeApp).toHaveBeenCalledWith({ apiKey: 'public-key', authDomain: 'brand.example' });
  });

  it('turns a closed popup into a cancel, and passes other failures on', async () => {
    installFakeSdk({ popup: () => Promise.reject(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' })) });
    const provider = createFirebaseProvider({ scriptUrls: SCRIPTS, config: { apiKey: 'k' }, loadScript: async () => undefined });
    await expect(provider.signIn('google')).rejects.toBeInstanceOf(IdentityCancelled);

    installFakeSdk({ popup: () => Promise.reject(Object.assign(new Error('blocked'), { code: 'auth/network-request-failed' })) });
    const other = createFirebaseProvider({ scriptUrls: SCRIPTS, config: { apiKey: 'k' }, loadScript: async () => undefined });
    await expect(other.signIn('google')).rejects.toThrow('blocked');
  });

  it('verifies a phone with the full international number and cleans up the bot check', async () => {
    const { calls } = installFakeSdk();
    const provider = createFirebaseProvider({ scriptUrls: SCRIPTS, config: { apiKey: 'k' }, loadScript: async () => undefined });
    const verification = await provider.verifyPhone({ countryDialingCode: '55', mobileNo: '987650001' });
    expect(calls).toEqual(['phone +55987650001', 'verifier cleared']);
    await expect(verification.confirm('123456')).resolves.toEqual({
      channel: 'sms',
      idToken: 'sms-token-123456',
      countryDialingCode: '55',
      mobileNo: '987650001',
    });
  });

  it('tries the scripts again after a failed load', async () => {
    let fail = true;
    const provider = createFirebaseProvider({
      scriptUrls: SCRIPTS,
      config: { apiKey: 'k' },
      loadScript: async () => {
        if (fail) throw new Error('The identity provider could not be loaded.');
        installFakeSdk();
      },
    });
    await expect(provider.signIn('google')).rejects.toThrow('could not be loaded');
    fail = false;
    await expect(provider.signIn('google')).resolves.toMatchObject({ idToken: 'google-id-token' });
  });
});

describe('loadScript', () => {
  // the brand's configured scripts (createFirebaseProvider allows the URLs of its options)
  beforeEach(() => allowIdentityScripts(SCRIPTS));

  it('adds the script once and resolves when it loaded', async () => {
    const first = loadScript(SCRIPTS[0]!);
    const second = loadScript(SCRIPTS[0]!);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', SCRIPTS[0]);
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await expect(loadScript(SCRIPTS[0]!)).resolves.toBeUndefined();
  });

  it('rejects and removes the script when it fails, so a retry adds it again', async () => {
    const attempt = loadScript(SCRIPTS[1]!);
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('could not be loaded');
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('refuses a script its brand did not configure, and an http one, adding nothing', async () => {
    await expect(loadScript('https://evil.example/sdk.js')).rejects.toThrow('Not a script URL');
    allowIdentityScripts(['http://idp.example/plain.js']);
    await expect(loadScript('http://idp.example/plain.js')).rejects.toThrow('Not a script URL');
    expect(document.head.querySelector('script')).toBeNull();
  });
});
