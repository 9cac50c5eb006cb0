// Types of nginx.mjs for the TypeScript that imports it (scripts/nginx.test.ts, e2e/release.spec.ts).

/** The part of a brand config the nginx configuration reads. */
interface ServedBrand {
  api: { baseUrl: string };
  imageCdn: string[];
  security: { frameAncestors: string[] };
}

export declare const PLATFORM_PREFIXES: string[];
export declare const DEMO_PREFIXES: string[];
export declare const DEMO_UPSTREAM: string;
export declare const TRUSTED_TYPES_POLICIES: string[];
export declare const STRICT_TRANSPORT_SECURITY: string;
export declare function contentSecurityPolicy(brand: ServedBrand, styleHashes?: string[]): string;
export declare function inlineStyleHashes(html: string): string[];
export declare function securityHeaders(brand: ServedBrand, styleHashes?: string[], options?: { tls?: boolean }): [string, string][];
export declare function isolationHeaders(options?: { tls?: boolean }): [string, string][];
export declare function renderSiteConf(
  brand: ServedBrand,
  options: {
    listen?: string;
    serverName?: string;
    siteRoot: string;
    apiUpstream?: string;
    demo?: boolean;
    tls?: { certificate: string; key: string };
    styleHashes?: string[];
  },
): string;
export declare function workerUserLine(): string;
export declare function unreadableSite(siteRoot: string): string | undefined;
export declare function selfSignedCertificate(dir: string, hosts?: string[]): { certificate: string; key: string };
export declare function fillTemplate(file: string, values: Record<string, string>): string;
export declare function listenValues(listen: string, tls?: { certificate: string; key: string }): { LISTEN: string; TLS: string };
export declare function demoLocation(options: { upstream: string; headers: string; guard?: string }): string;
export declare function renderMainConf(options: { prefix: string; siteConfFile: string }): string;
