import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** navigator.serviceWorker as far as registration goes: the registration never has an update waiting. */
function fakeServiceWorkers() {
  const registration = { waiting: null, installing: null, addEventListener: vi.fn(), update: vi.fn(async () => undefined) };
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, controller: null, addEventListener: vi.fn() } });
  return register;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker under Trusted Types', () => {
  it('registers /sw.js through the wl-service-worker policy', async () => {
    const trusted = { toString: () => '/sw.js' };
    const createPolicy = vi.fn((_name: string, rules: { createScriptURL: (url: string) => string }) => ({
      createScriptURL: (url: string) => (rules.createScriptURL(url), trusted),
    }));
    (globalThis as { trustedTypes?: unknown }).trustedTypes = { createPolicy };
    const register = fakeServiceWorkers();
    const { registerServiceWorker } = await import('./serviceWorker');
    await registerServiceWorker();
    expect(createPolicy.mock.calls.map(([name]) => name)).toEqual(['wl-service-worker']);
    expect(register).toHaveBeenCalledWith(trusted, { scope: '/' });
  });

  it('refuses any other script, with or without Trusted Types in the browser', async () => {
    const register = fakeServiceWorkers();
    const { registerServiceWorker } = await import('./serviceWorker');
    await expect(registerServiceWorker('https://evil.example/sw.js')).rejects.toThrow('Only /sw.js');
    await expect(registerServiceWorker('/assets/other.js')).rejects.toThrow('Only /sw.js');
    expect(register).not.toHaveBeenCalled();
    await registerServiceWorker();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
