// @vitest-environment node
// Fleet shards (scripts/fleet/shard.mjs): every brand on exactly one shard, and a brand keeps its shard as the fleet grows.
import { describe, expect, it } from 'vitest';
import { brandsOfShard, parseShard, shardOf } from './shard.mjs';

const fleet = (count: number) => Array.from({ length: count }, (_, i) => `merchant-${i + 1}`);

describe('fleet shards', () => {
  it('parse I/N and refuse anything else', () => {
    expect(parseShard('1/1')).toEqual({ index: 1, count: 1 });
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    for (const bad of [undefined, '', '0/2', '3/2', '1/0', '1', '1/2/3', 'a/b', '-1/2']) expect(() => parseShard(bad), String(bad)).toThrow(/--shard/);
  });

  it('put every brand on exactly one shard of N', () => {
    const ids = fleet(200);
    for (const count of [1, 2, 3, 7]) {
      const shards = Array.from({ length: count }, (_, i) => brandsOfShard(ids, { index: i + 1, count }));
      expect(shards.flat().sort()).toEqual([...ids].sort());
      // and spread them: no shard empty or holding much more than its share
      for (const shard of shards) expect(shard.length).toBeGreaterThan((200 / count) * 0.7);
    }
  });

  it('keep each brand on its shard as brands are added', () => {
    const before = fleet(50).sort();
    // the fleet as a runner lists it (sorted), with new merchants among the old
    const after = [...fleet(200), 'a-new-merchant', 'merchant-1b'].sort();
    // a brand's shard is its own: the same whatever the other ids (not, say, its place in the list)
    for (const count of [2, 5])
      for (let index = 1; index <= count; index += 1)
        expect(brandsOfShard(after, { index, count }).filter((id) => before.includes(id))).toEqual(brandsOfShard(before, { index, count }));
  });

  it('are stable across runs and machines: the shard of an id is fixed by its sha256', () => {
    // pinned so that a change of the function (which would move brands between runners and their caches) is seen
    expect(['default', 'sol', 'lotus', 'syn-01-aurora', 'syn-02-boreal'].map((id) => shardOf(id, 2))).toMatchInlineSnapshot(`
      [
        2,
        2,
        2,
        2,
        1,
      ]
    `);
  });
});
