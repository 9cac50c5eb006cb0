// Types of remoteCache.mjs for the TypeScript that imports it (scripts/fleet/test/runners.test.ts).
export interface RemoteCache {
  url: string;
  token: string;
  team: string;
  /** turbo's settings for a runner: TURBO_API, TURBO_TOKEN, TURBO_TEAM */
  env: { TURBO_API: string; TURBO_TOKEN: string; TURBO_TEAM: string };
  pid: number;
  stop(): Promise<number | string | null>;
}
export function startRemoteCache(options: {
  port?: number;
  dir?: string;
  s3?: { endpoint: string; region: string; accessKeyId: string; secretAccessKey: string; bucket: string };
  token?: string;
  team?: string;
}): Promise<RemoteCache>;
