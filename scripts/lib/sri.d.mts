// Types of sri.mjs for the TypeScript that imports it (scripts/sri.test.ts).
export declare function integrityOf(bytes: Uint8Array | string): string;
export declare function withIntegrity(html: string, siteRoot: string): string;
