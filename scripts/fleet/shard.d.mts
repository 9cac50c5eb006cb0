// Types of shard.mjs for the TypeScript that imports it (scripts/fleet/shard.test.ts).
export interface Shard {
  index: number;
  count: number;
}
export function parseShard(text: string | undefined): Shard;
export function shardOf(id: string, count: number): number;
export function brandsOfShard(ids: readonly string[], shard: Shard): string[];
