/**
 * Wire schemas: the smallest checker that lets the catalogue describe a call's request body and answer value
 * once, infer their TypeScript types, and check them at run time (the site checks answers, the demo platform
 * checks request bodies). docs/decisions/060-platform-call-catalogue.md says why this and not zod: the checker
 * is on the home route, where every byte counts.
 *
 * Rules: unknown extra fields pass (the platform may add fields); a missing or wrong-typed required field fails,
 * with the path of the first mismatch (`value.list[3].id: expected string`), unless it is inside an item of a list
 * that leaves out items that do not fit (`array(item, { dropInvalid: true })`). Every factory is marked free of side
 * effects, so the bundler drops the schemas of calls a chunk does not use.
 */

import { collectLeftOut, leftOutItem } from './leftOut';

/** A check of one wire value: `undefined` when it fits, else where and what it missed. */
export interface Schema<T> {
  readonly check: (value: unknown, at: string) => string | undefined;
  /** a field that may be absent (object shapes only) */
  readonly optional?: true;
  /** phantom: the value type (never set) */
  readonly type?: T;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S];
type Flatten<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<S extends Shape> = Flatten<{ [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }>;

const expected = (at: string, what: string) => `${at}: expected ${what}`;

/*#__NO_SIDE_EFFECTS__*/
function primitive<T>(name: string, test: (value: unknown) => boolean): Schema<T> {
  return { check: (value, at) => (test(value) ? undefined : expected(at, name)) };
}

export const string = primitive<string>('string', (v) => typeof v === 'string');
export const number = primitive<number>('number', (v) => typeof v === 'number' && Number.isFinite(v));
export const boolean = primitive<boolean>('boolean', (v) => typeof v === 'boolean');
export const unknown: Schema<unknown> = { check: () => undefined };
/** A decimal amount as a string (`"12.50"`, `"-3"`): money never travels as a float. */
export const decimal = primitive<string>('decimal string', (v) => typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v));

/*#__NO_SIDE_EFFECTS__*/
export function literal<const V extends readonly (string | number | boolean | null)[]>(...values: V): Schema<V[number]> {
  return primitive(values.map((v) => JSON.stringify(v)).join(' | '), (v) => values.includes(v as V[number]));
}

/*#__NO_SIDE_EFFECTS__*/
export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return { check: (value, at) => (value === null ? undefined : schema.check(value, at)) };
}

/*#__NO_SIDE_EFFECTS__*/
export function optional<T>(schema: Schema<T>): Schema<T | undefined> & { optional: true } {
  return { optional: true, check: (value, at) => (value === undefined ? undefined : schema.check(value, at)) };
}

/**
 * A list. By default one item that does not fit fails the whole list. With `dropInvalid` an item that does not fit
 * is left out and the rest kept (the list is changed in place: answers are fresh JSON): for lists whose items stand
 * alone, where one broken game of 600 must not take the other 599 with it. `check()` collects what was left out.
 */
/*#__NO_SIDE_EFFECTS__*/
export function array<T>(item: Schema<T>, options?: { dropInvalid: true }): Schema<T[]> {
  return {
    check: (value, at) => {
      if (!Array.isArray(value)) return expected(at, 'array');
      let kept = 0;
      for (let i = 0; i < value.length; i++) {
        const issue = item.check(value[i], `${at}[${i}]`);
        if (!issue) value[kept++] = value[i];
        else if (options) leftOutItem(issue);
        else return issue;
      }
      if (kept < value.length) value.length = kept;
      return undefined;
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/*#__NO_SIDE_EFFECTS__*/
export function record<T>(item: Schema<T>): Schema<Record<string, T>> {
  return {
    check: (value, at) => {
      if (!isObject(value)) return expected(at, 'object');
      for (const key in value) {
        const issue = item.check(value[key], `${at}.${key}`);
        if (issue) return issue;
      }
      return undefined;
    },
  };
}

/*#__NO_SIDE_EFFECTS__*/
export function object<S extends Shape>(shape: S): Schema<ObjectOf<S>> {
  return {
    check: (value, at) => {
      if (!isObject(value)) return expected(at, 'object');
      for (const key in shape) {
        const issue = shape[key]!.check(value[key], `${at}.${key}`);
        if (issue) return issue;
      }
      return undefined;
    },
  };
}

/** One of several shapes; the first that fits wins, the last one's mismatch is reported. */
/*#__NO_SIDE_EFFECTS__*/
export function union<const O extends readonly Schema<unknown>[]>(...options: O): Schema<Infer<O[number]>> {
  return {
    check: (value, at) => {
      let issue: string | undefined;
      for (const option of options) if (!(issue = option.check(value, at))) return undefined;
      return issue;
    },
  };
}

/**
 * Checks a value: the path of the first mismatch (rooted at `at`), or undefined when it fits. The mismatches of list
 * items a dropping list left out go to `left` (the value no longer holds those items).
 */
export function check<T>(schema: Schema<T>, value: unknown, at = 'value', left?: string[]): string | undefined {
  return left ? collectLeftOut(() => schema.check(value, at), left) : schema.check(value, at);
}

/** Narrows a value that fits; throws a TypeError naming the mismatch otherwise (tests, the demo platform). */
export function parse<T>(schema: Schema<T>, value: unknown, at = 'value'): T {
  const issue = schema.check(value, at);
  if (issue) throw new TypeError(issue);
  return value as T;
}
