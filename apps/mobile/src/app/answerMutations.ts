import { check, type Schema } from '@wl/api-client/schema';

/**
 * Answers of the wrong type, made from a real answer (test support for answers.mutation.test.tsx, issue 26 item 3):
 * each field in turn null, of another type or missing, and each list empty or huge. The checker then says what the
 * screen gets: the whole answer refused (the screen sees `invalid_answer`), or the answer as mutated, without the
 * items a dropping list left out.
 */
export type MutationKind = 'null' | 'wrong type' | 'missing' | 'empty list' | 'huge list';

export interface Mutation {
  kind: MutationKind;
  /** where in the answer's value: keys and list indexes (empty: the value itself) */
  path: readonly (string | number)[];
}

/**
 * How many items a huge list holds: copies of its first item. 25 pages of 20; rendering more in jsdom (React's
 * development build) costs seconds per list and tries nothing more (the game grid's 600+ are an e2e check).
 */
export const HUGE_LIST = 500;

/** `value.games[0].nodeId`: a mutation's place, as the checker names it. */
export function placeOf(path: Mutation['path']): string {
  return `value${path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('')}`;
}

export function labelOf(mutation: Mutation): string {
  return `${placeOf(mutation.path)} ${mutation.kind}`;
}

/** A value of another type than `value`, the way a platform gets it wrong: numbers as strings, ids as numbers. */
export function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : 7;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return {};
  if (value === null) return 'null';
  return 'x';
}

/**
 * Every mutation of a value, walking it as the schema reads it: the value itself null and of another type; each
 * field of an object and of the first item of each list null, of another type and missing; each list empty and
 * huge (its first item copied). Later items of a list have the first item's shape, so only the first is walked.
 */
export function mutationsOf(value: unknown): Mutation[] {
  const found: Mutation[] = [];
  const walk = (node: unknown, path: (string | number)[], field: boolean) => {
    if (node !== null) found.push({ kind: 'null', path });
    found.push({ kind: 'wrong type', path });
    if (field) found.push({ kind: 'missing', path });
    if (Array.isArray(node) && node.length > 0) {
      found.push({ kind: 'empty list', path }, { kind: 'huge list', path });
      walk(node[0], [...path, 0], false);
    } else if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key], true);
    }
  };
  walk(value, [], false);
  return found;
}

/** The value at a place (undefined when the answer has no such place). */
export function valueAt(value: unknown, path: Mutation['path']): unknown {
  let node = value;
  for (const key of path) node = typeof node === 'object' && node !== null ? (node as Record<string | number, unknown>)[key] : undefined;
  return node;
}

/** Applies one mutation to `root` in place (a place the answer does not have is left alone); the new root. */
function mutate(root: unknown, { kind, path }: Mutation): unknown {
  const change = (node: unknown): unknown => {
    if (kind === 'null') return null;
    if (kind === 'wrong type') return wrongType(node);
    if (!Array.isArray(node) || node.length === 0) return node;
    // one item many times: the answer goes to the site as JSON, which writes each copy out
    return kind === 'empty list' ? [] : new Array<unknown>(HUGE_LIST).fill(node[0]);
  };
  if (path.length === 0) return kind === 'missing' ? undefined : change(root);
  const parent = valueAt(root, path.slice(0, -1));
  const key = path.at(-1)!;
  if (typeof parent !== 'object' || parent === null || !(key in parent)) return root;
  const record = parent as Record<string | number, unknown>;
  if (kind === 'missing') delete record[key];
  else record[key] = change(record[key]);
  return root;
}

/**
 * A copy of `value` with the mutations applied. `spread`: the mutations of list items go to different items where
 * the list has enough (the k-th mutation into item k), so that one broken field does not hide another from the screen.
 */
export function applyMutations(value: unknown, mutations: readonly Mutation[], spread = false): unknown {
  let copy = structuredClone(value);
  mutations.forEach((mutation, k) => {
    const index = spread ? mutation.path.indexOf(0) : -1;
    const list = index >= 0 ? valueAt(copy, mutation.path.slice(0, index)) : undefined;
    const path = Array.isArray(list) && list.length > 0 ? mutation.path.map((key, i) => (i === index ? k % list.length : key)) : mutation.path;
    copy = mutate(copy, { ...mutation, path });
  });
  return copy;
}

/** What the screen gets from a mutated answer: refused (with the checker's mismatch), or the value the checker let through. */
export type Outcome = { refused: string } | { refused?: undefined; value: unknown; leftOut: number };

export function outcomeOf(schema: Schema<unknown>, answer: unknown, mutations: readonly Mutation[]): Outcome {
  const value = applyMutations(answer, mutations);
  const leftOut: string[] = [];
  const refused = check(schema, value, 'value', leftOut);
  return refused ? { refused } : { value, leftOut: leftOut.length };
}
