import dns from 'node:dns';

/**
 * The merchants' DNS for a run against the fleet edge (`E2E_EDGE`, e2e/playwright.config.ts): their host names
 * resolve to 127.0.0.1, where the edge listens. The browser is told so by Chromium's `--host-resolver-rules`
 * (`browserRules`); the tests' own requests (`page.request`, made by Playwright in Node) by this process's resolver,
 * which Playwright asks through `dns.promises.lookup`. Other names resolve as before.
 */
export function resolveToLoopback(hosts: string[]): void {
  const known = new Set(hosts);
  const lookup = dns.promises.lookup;
  dns.promises.lookup = ((hostname: string, options?: dns.LookupOptions) => {
    if (!known.has(hostname)) return lookup(hostname, options ?? {});
    const addresses = options?.family === 6 ? [] : [{ address: '127.0.0.1', family: 4 }];
    return Promise.resolve(options?.all ? addresses : addresses[0]);
  }) as typeof dns.promises.lookup;
}

/** The same for the browser, as Chromium's switch. */
export const browserRules = (hosts: string[]): string => `--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`;
