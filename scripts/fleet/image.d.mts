// Types of image.mjs for the TypeScript that imports it (scripts/fleet/kubernetes.test.ts).
export declare const UPSTREAM_MARK: string;
export declare const CONTAINER_PORT: number;
export declare const PLACEHOLDER_REGISTRY: string;
export declare function imageRepository(registry: string, name: string): string;
export declare function ensureBase(): string;
export declare function buildImages(options?: {
  brandIds?: string[];
  fleet?: boolean;
  registry?: string;
  brandsDir: string;
  releaseRoot: string;
}): Promise<{ tag: string; digest?: string; seconds: number }[]>;
