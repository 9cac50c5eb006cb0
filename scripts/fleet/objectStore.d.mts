// Types of objectStore.mjs for the TypeScript that imports it (the fleet tests).
export interface ObjectStore {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  env: { AWS_ENDPOINT_URL: string; AWS_REGION: string; AWS_ACCESS_KEY_ID: string; AWS_SECRET_ACCESS_KEY: string };
  dir: string;
  startSeconds: number;
  createBucket(name: string): Promise<void>;
  stopGateway(): Promise<void>;
  startGateway(): Promise<void>;
  stop(): Promise<void>;
}
export declare function startObjectStore(options?: { dir?: string; port?: number }): Promise<ObjectStore>;
