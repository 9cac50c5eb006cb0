import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** navigator.serviceWorker as far as registration goes: the registration never has an update waiting. */
function fakeServiceWorkers() {
  const active = { postMessage: vi.fn() };
  const registration = { waiting: null, installing: null, active, addEventListener: vi.fn(), update: vi.fn(async () => undefined) };
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, controller: null, addEventListener: vi.fn(), ready: Promise.resolve(registration) },
  });
  return Object.assign(register, { postMessage: active.postMessage });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'connection');
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

describe('the code of the other screens, held for offline use', () => {
  it('is asked of the worker once the page has been quiet, not before', async () => {
    const worker = fakeServiceWorkers();
    const { registerServiceWorker, CODE_CACHE_QUIET_MS } = await import('./serviceWorker');
    await registerServiceWorker();
    await vi.advanceTimersByTimeAsync(CODE_CACHE_QUIET_MS - 100);
    expect(worker.postMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6000);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'CACHE_CODE' });
  });

  it('is never fetched ahead when the browser asks to save data', async () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    const worker = fakeServiceWorkers();
    const { registerServiceWorker } = await import('./serviceWorker');
    await registerServiceWorker();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(worker.postMessage).not.toHaveBeenCalled();
  });
});
