// Types of kubernetes.mjs for the TypeScript that imports it (scripts/fleet/kubernetes.test.ts).
import type { BrandConfig } from '../../packages/brand/src/schema';

export interface ManifestBrand {
  id: string;
  config: BrandConfig;
}
/** A Kubernetes object as JSON. */
export type KubernetesObject = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string> }; spec?: unknown };

export declare const OUT_DIR: string;
export declare const API_CONFIG_MAP: { name: string; key: string };
export declare function workload(name: string, brands: ManifestBrand[]): KubernetesObject[];
export declare function renderManifests(brands: ManifestBrand[]): Map<string, string>;
export declare function loadBrands(brandsDir: string): Promise<ManifestBrand[]>;
