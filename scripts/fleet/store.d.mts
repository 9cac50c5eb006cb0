// Types of store.mjs for the TypeScript that imports it (the fleet tests).
import type { S3Client } from '@aws-sdk/client-s3';

export interface Target {
  bucket: string;
  /** '' or 'a/b/' */
  prefix: string;
  url: string;
}
type Log = (line: string) => void;
export interface Pointer {
  brand: string;
  channel: string;
  release: string;
  version: string;
  commit: string;
  promotedAt: string;
  history: { release: string; promotedAt: string }[];
}
export interface StatusRow {
  brand: string;
  channel: string;
  release: string;
  commit: string;
  publishedAt: string;
  homeJs: string;
  kept: number;
}

export declare const CHANNELS: string[];
export declare const PARALLEL: number;
export declare class ReleaseError extends Error {}
export declare function parseTarget(url: string | undefined): Target;
export declare function s3Client(): S3Client;
export declare function releaseName(manifest: { brand: string; version: string; commit: string }): string;
export declare function releasePlan(
  releaseRoot: string,
  brand: string,
  target: Target,
): { brand: string; release: string; manifest: unknown; objects: unknown[]; digest: string };
export declare function publish(options: { client: S3Client; target: Target; releaseRoot: string; brand: string; parallel?: number; log?: Log }): Promise<{
  brand: string;
  release: string;
  objects: number;
  uploaded: number;
  bytes: number;
}>;
export declare function promote(options: { client: S3Client; target: Target; brand: string; release: string; channel: string; log?: Log }): Promise<Pointer>;
export declare function rollback(options: { client: S3Client; target: Target; brand: string; channel?: string; log?: Log }): Promise<Pointer>;
export declare function status(options: { client: S3Client; target: Target }): Promise<StatusRow[]>;
export declare function formatStatus(rows: StatusRow[]): string;
export declare function prune(options: { client: S3Client; target: Target; brand: string; keep: number; log?: Log }): Promise<unknown>;
export declare function pruneAll(options: { client: S3Client; target: Target; keep: number; log?: Log }): Promise<unknown>;
