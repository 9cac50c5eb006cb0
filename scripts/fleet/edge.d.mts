// Types of edge.mjs for the TypeScript that imports it (scripts/fleet/test/edge.test.ts).
import type { BrandConfig } from '../../packages/brand/src/schema.ts';

type EdgeBrand = Pick<BrandConfig, 'id' | 'hosts' | 'api'>;
interface EdgeOptions {
  brands: EdgeBrand[];
  target: string;
  endpoint: string;
  channel?: string;
  apiUpstream?: string;
  demo?: boolean;
}

export declare const POINTER_TTL_S: number;
export declare function hostMap(brands: EdgeBrand[]): Map<string, string>;
export declare function renderEdgeConf(options: EdgeOptions & { listen?: string; cacheDir?: string; tls?: { certificate: string; key: string } }): string;
export declare function startEdge(options: EdgeOptions & { port: number; tls?: boolean }): Promise<{
  url: string;
  port: number;
  pid: number;
  errorLog: string;
  reload(brands: EdgeBrand[]): void;
  stop(): Promise<void>;
}>;
