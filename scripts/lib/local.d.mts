// Types of local.mjs for the TypeScript that imports it (the fleet tests).
export declare function freePort(): Promise<number>;
export declare function sleep(ms: number): Promise<void>;
export declare function waitForPort(port: number, ms: number, what?: string): Promise<void>;
export declare function contentType(file: string): string;
