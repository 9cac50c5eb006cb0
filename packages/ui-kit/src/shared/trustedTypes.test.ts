// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTrustedPolicy } from './trustedTypes';

type Rules = { createHTML?: (input: string) => string; createScriptURL?: (input: string) => string };

/** A browser's Trusted Types factory: what it trusts is wrapped, so a test sees the value came from the policy. */
function installTrustedTypes(
  createPolicy = vi.fn((name: string, rules: Rules) => ({
    createHTML: (input: string) => ({ trusted: 'html', policy: name, value: rules.createHTML!(input) }),
    createScriptURL: (input: string) => ({ trusted: 'scriptURL', policy: name, value: rules.createScriptURL!(input) }),
  })),
) {
  (globalThis as { trustedTypes?: unknown }).trustedTypes = { createPolicy };
  return createPolicy;
}

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
});

const onlySw = (url: string) => {
  if (url !== '/sw.js') throw new TypeError('refused');
  return url;
};

describe('createTrustedPolicy', () => {
  it('creates the named policy once where the browser has Trusted Types, and the sinks get its values', () => {
    const createPolicy = installTrustedTypes();
    const policy = createTrustedPolicy('wl-service-worker', { createScriptURL: onlySw });
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]![0]).toBe('wl-service-worker');
    expect(policy.scriptUrl('/sw.js')).toEqual({ trusted: 'scriptURL', policy: 'wl-service-worker', value: '/sw.js' });
    expect(() => policy.scriptUrl('/evil.js')).toThrow('refused');
    expect(createPolicy).toHaveBeenCalledTimes(1);
  });

  it('runs the same rules without Trusted Types (older browsers, jsdom), so a refusal is a refusal everywhere', () => {
    const policy = createTrustedPolicy('wl-html', { createHTML: (html) => html.replace('<script>', '') });
    expect(policy.html('<p>a</p><script>')).toBe('<p>a</p>');
    const worker = createTrustedPolicy('wl-service-worker', { createScriptURL: onlySw });
    expect(worker.scriptUrl('/sw.js')).toBe('/sw.js');
    expect(() => worker.scriptUrl('https://evil.example/sw.js')).toThrow('refused');
  });

  it('does not throw when the page refuses the policy (a CSP that does not name it), and has no rule it was not given', () => {
    installTrustedTypes(
      vi.fn(() => {
        throw new TypeError('Policy "wl-html" disallowed.');
      }),
    );
    const policy = createTrustedPolicy('wl-html', { createHTML: (html) => html });
    expect(policy.html('<p>a</p>')).toBe('<p>a</p>');
    expect(() => policy.scriptUrl('/sw.js')).toThrow('no createScriptURL rule');
  });
});
