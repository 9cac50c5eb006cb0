// Which brands a fleet runner builds (`pnpm fleet:build --shard I/N`): brand `id` is on shard
// 1 + (the first 32 bits of sha256(id)) mod N. It depends on the id and N only, so a brand stays on its shard as
// brands are added or removed (a runner keeps building the same merchants, its local cache stays useful), and every
// brand is on exactly one shard. The split is even on average, not exactly: for 200 brands on 2 shards about
// 100 ± 7 each.
import crypto from 'node:crypto';

/** `I/N` (1 ≤ I ≤ N) as { index: I, count: N }; throws on anything else. */
export function parseShard(text) {
  const match = /^(\d+)\/(\d+)$/.exec(text ?? '');
  const [index, count] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || count < 1 || index < 1 || index > count) throw new Error(`--shard ${text}: I/N with 1 ≤ I ≤ N, such as 1/2`);
  return { index, count };
}

/** The shard (1 to count) brand `id` is on. */
export function shardOf(id, count) {
  return (crypto.createHash('sha256').update(id).digest().readUInt32BE(0) % count) + 1;
}

/** The brands of `ids` on shard `index` of `count`, in the order given. */
export function brandsOfShard(ids, { index, count }) {
  return ids.filter((id) => shardOf(id, count) === index);
}
