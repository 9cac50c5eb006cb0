// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as s from './schema';

describe('wire schemas', () => {
  const game = s.object({
    id: s.string,
    rank: s.number,
    hot: s.boolean,
    label: s.nullable(s.string),
    note: s.optional(s.string),
    kind: s.literal('RNG', 'LIVE'),
    amount: s.decimal,
    tags: s.array(s.string),
    odds: s.record(s.number),
    id2: s.union(s.string, s.number),
  });
  const fine = { id: 'a', rank: 1, hot: false, label: null, kind: 'RNG', amount: '12.50', tags: ['x'], odds: { home: 1.5 }, id2: 3 };

  it('accepts a value that fits, with unknown extra fields and absent optional ones', () => {
    expect(s.check(game, { ...fine, extra: { anything: true } })).toBeUndefined();
    expect(s.check(game, { ...fine, note: 'n' })).toBeUndefined();
  });

  it.each([
    [{ ...fine, id: undefined }, 'value.id: expected string'],
    [{ ...fine, rank: '1' }, 'value.rank: expected number'],
    [{ ...fine, rank: Number.NaN }, 'value.rank: expected number'],
    [{ ...fine, label: undefined }, 'value.label: expected string'],
    [{ ...fine, note: 3 }, 'value.note: expected string'],
    [{ ...fine, kind: 'FISH' }, 'value.kind: expected "RNG" | "LIVE"'],
    [{ ...fine, amount: 12.5 }, 'value.amount: expected decimal string'],
    [{ ...fine, amount: '1e3' }, 'value.amount: expected decimal string'],
    [{ ...fine, tags: 'x' }, 'value.tags: expected array'],
    [{ ...fine, tags: ['x', 2] }, 'value.tags[1]: expected string'],
    [{ ...fine, odds: { home: '1' } }, 'value.odds.home: expected number'],
    [{ ...fine, id2: true }, 'value.id2: expected number'],
    [null, 'value: expected object'],
    [[fine], 'value: expected object'],
  ])('names the first mismatch: %j', (value, issue) => {
    expect(s.check(game, value)).toBe(issue);
  });

  it('a dropping list leaves out the items that do not fit, keeps the rest in order, and says what it left out', () => {
    const list = s.array(s.object({ id: s.string }), { dropInvalid: true });
    const value: unknown[] = [{ id: 'a' }, { id: null }, { id: 'c' }, 'x', { id: 'e' }];
    const left: string[] = [];
    expect(s.check(s.object({ games: list }), { games: value }, 'value', left)).toBeUndefined();
    expect(value).toEqual([{ id: 'a' }, { id: 'c' }, { id: 'e' }]);
    expect(left).toEqual(['value.games[1].id: expected string', 'value.games[3]: expected object']);
    // the list itself must still be a list; a plain list still refuses the whole answer for one bad item
    expect(s.check(list, 'x')).toBe('value: expected array');
    expect(s.check(s.array(s.object({ id: s.string })), [{ id: 'a' }, { id: 1 }])).toBe('value[1].id: expected string');
  });

  it('parse returns a value that fits and throws on one that does not', () => {
    expect(s.parse(s.array(s.number), [1, 2])).toEqual([1, 2]);
    expect(() => s.parse(s.array(s.number), 'no', 'body')).toThrow('body: expected array');
  });
});
