import fs from 'node:fs';
import path from 'node:path';
import type { TransformedToken } from 'style-dictionary/types';
import { colorModes, TOKEN_SHAPE, type BrandTokens, type ColorMode } from '@wl/ui-kit/tokens';
import { tokensSchema } from '../schema';
import { DECLARATIONS, dictionaryOf, isObject, MODE_ROOTS, PLATFORM, type Tree } from './styleDictionary';

/**
 * A brand's design tokens: one DTCG file (Design Tokens Community Group format 2025.10), `brands/<id>/tokens.json`,
 * built by Style Dictionary into the CSS custom properties per colour mode, the values the release checks measure
 * and what Storybook shows of each token (docs/decisions/084-dtcg-tokens.md).
 *
 * The file is a set of token sets, as Tokens Studio writes one file: `dark` and `light` are the colour modes, every
 * other set (a palette of primitives, the scale) is shared by both. Aliases (`{palette.gold}`) name a token by its
 * path in the merged sets, without the set's name. A brand that extends another overrides only the tokens it sets.
 */
export const TOKENS_FILE = 'tokens.json';

/**
 * Every token of the ui-kit contract with its DTCG type (TOKEN_SHAPE, built from the contract's DTCG file, has a
 * token's type as its leaf): a designer's file may leave `$type` out, or name it as a tool does; the build sets it.
 */
const CONTRACT_TYPES: ReadonlyMap<string, string> = (() => {
  const types = new Map<string, string>();
  const walk = (node: unknown, at: string[]) => {
    if (typeof node === 'string') types.set(at.join('.'), node);
    else for (const [key, child] of Object.entries(node as object)) walk(child, [...at, key]);
  };
  walk(TOKEN_SHAPE, []);
  return types;
})();

/** Every token path of the ui-kit contract. */
export const CONTRACT_PATHS: readonly string[] = [...CONTRACT_TYPES.keys()];
const CONTRACT = new Set(CONTRACT_PATHS);
const CONTRACT_ROOTS = new Set(CONTRACT_PATHS.map((name) => name.split('.')[0]!));

/** One problem in a token file: the file, the token's path in it (set included) and what is wrong. */
export interface TokenProblem {
  file: string;
  path: string;
  message: string;
}

/** What a brand's tokens build into. */
export interface BuiltTokens {
  /** every contract token's value per mode, as CSS writes it */
  values: BrandTokens;
  /** CSS declarations (`--color-bg-page: #0f1420;`), one per line: the scale, and each mode's */
  declarations: { scale: string } & Record<ColorMode, string>;
  /** each contract token as Storybook shows it: DTCG name, type, description, value and alias chain per mode */
  info: TokenInfo[];
}

export interface TokenInfo {
  /** dotted DTCG path: `color.text.link` */
  name: string;
  type: string;
  description?: string;
  /**
   * per mode: the CSS value, the aliases followed to reach it (`palette.gold`), first to last, and where the token
   * is set (the file and the token's path in it, set included: `light.color.text.muted`)
   */
  modes: Record<ColorMode, { value: string; chain: string[]; file: string; path: string }>;
}

/** One token file read: its path as messages name it, and its sets. */
export interface TokenSource {
  file: string;
  sets: Record<string, Tree>;
}

const isToken = (value: unknown): value is Tree => isObject(value) && '$value' in value;

/** Reads a brand folder's token file, or undefined when it has none. A file that is not DTCG JSON is a problem. */
export function readTokenFile(dir: string, shownAs: string): TokenSource | undefined {
  const file = path.join(dir, TOKENS_FILE);
  if (!fs.existsSync(file)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new TokenError([{ file: shownAs, path: '(file)', message: `not JSON: ${(error as Error).message}` }]);
  }
  if (!isObject(parsed)) throw new TokenError([{ file: shownAs, path: '(file)', message: 'expected an object of token sets (dark, light, and shared sets)' }]);
  const sets: Record<string, Tree> = {};
  const problems: TokenProblem[] = [];
  for (const [name, set] of Object.entries(parsed)) {
    // `$description`, Tokens Studio's `$themes` and `$metadata`, a `$schema`: about the file, not tokens
    if (name.startsWith('$')) continue;
    if (isObject(set) && !isToken(set)) sets[name] = set;
    else problems.push({ file: shownAs, path: name, message: 'a top-level entry is a token set (dark, light, or a shared set such as base), not a token' });
  }
  if (problems.length) throw new TokenError(problems);
  return { file: shownAs, sets };
}

/** Token files that fail: every problem, each naming its file and path. */
export class TokenError extends Error {
  override name = 'TokenError';
  constructor(readonly problems: TokenProblem[]) {
    super(problems.map((p) => `${p.file} ${p.path}: ${p.message}`).join('\n'));
  }
}

interface Placed {
  token: Tree;
  /** where it was set: `brands/sol/tokens.json` and `light.color.brand.primary` */
  file: string;
  at: string;
}

/** Flattens one set to its tokens by dotted path, with each group's `$type` passed down to tokens without one. */
function flatten(set: Tree, visit: (name: string, token: Tree) => void, at: string[] = [], type?: string): void {
  const groupType = typeof set.$type === 'string' ? set.$type : type;
  for (const [key, child] of Object.entries(set)) {
    if (key.startsWith('$')) continue;
    if (isToken(child)) visit([...at, key].join('.'), groupType && child.$type === undefined ? { ...child, $type: groupType } : child);
    else if (isObject(child)) flatten(child, visit, [...at, key], groupType);
  }
}

const REFERENCE = /\{([^{}]+)\}/g;
function referencesIn(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(REFERENCE)].map((m) => m[1]!);
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (isObject(value)) return Object.values(value).flatMap(referencesIn);
  return [];
}

/** The closest contract name among `name`'s siblings, for "did you mean" (a typo is one or two letters off). */
function nearest(name: string): string | undefined {
  const parent = name.slice(0, name.lastIndexOf('.') + 1);
  const leaf = name.slice(parent.length);
  const distance = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0]!;
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const next = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = row[j]!;
        row[j] = next;
      }
    }
    return row[b.length]!;
  };
  const options = CONTRACT_PATHS.filter((c) => c.startsWith(parent) && !c.slice(parent.length).includes('.'));
  const best = options.map((c) => ({ c, d: distance(leaf.toLowerCase(), c.slice(parent.length).toLowerCase()) })).sort((a, b) => a.d - b.d)[0];
  return best && best.d <= 2 ? best.c : undefined;
}

/**
 * The tokens one mode sees: every file's shared sets, then its set for the mode, parent brand first, so a later
 * token replaces an earlier one of the same path. Checks each token's place against the contract on the way.
 */
function mergeMode(sources: TokenSource[], mode: ColorMode, problems: TokenProblem[]): Map<string, Placed> {
  const merged = new Map<string, Placed>();
  for (const source of sources) {
    const setNames = Object.keys(source.sets).filter((name) => !(colorModes as readonly string[]).includes(name));
    for (const setName of [...setNames, ...(source.sets[mode] ? [mode] : [])]) {
      flatten(source.sets[setName]!, (name, token) => {
        const at = `${setName}.${name}`;
        const root = name.split('.')[0]!;
        if (CONTRACT_ROOTS.has(root) && !CONTRACT.has(name)) {
          const guess = nearest(name);
          problems.push({ file: source.file, path: at, message: `not a token of the contract${guess ? ` (did you mean ${guess}?)` : ''}` });
          return;
        }
        if (CONTRACT.has(name) && !MODE_ROOTS.has(root) && setName === mode) {
          problems.push({ file: source.file, path: at, message: `${root} tokens are the same in both colour modes: set it in a shared set (such as base), not in ${mode}` });
          return;
        }
        merged.set(name, { token, file: source.file, at });
      });
    }
  }
  return merged;
}

/** Problems no single value shows: missing contract tokens, broken aliases, primitive groups nothing uses. */
function checkMerged(merged: Map<string, Placed>, mode: ColorMode, sources: TokenSource[], problems: TokenProblem[]): void {
  const own = sources[sources.length - 1]?.file ?? TOKENS_FILE;
  for (const name of CONTRACT_PATHS) {
    if (merged.has(name)) continue;
    const perMode = MODE_ROOTS.has(name.split('.')[0]!);
    problems.push({
      file: own,
      path: `${perMode ? mode : 'base'}.${name}`,
      message: `missing: the contract needs it (in ${perMode ? `the ${mode} set` : 'a shared set'}), here or in the brand this one extends`,
    });
  }
  const used = new Set<string>();
  for (const placed of merged.values()) {
    for (const ref of referencesIn(placed.token.$value)) {
      if (merged.has(ref)) used.add(ref.split('.')[0]!);
      else problems.push({ file: placed.file, path: placed.at, message: `refers to {${ref}}, which no token file of the brand defines` });
    }
  }
  // a group of the brand's own file nothing refers to (one it inherits may serve only the brand it came from)
  for (const [name, placed] of merged) {
    const root = name.split('.')[0]!;
    if (CONTRACT_ROOTS.has(root) || used.has(root) || placed.file !== own) continue;
    problems.push({ file: placed.file, path: placed.at, message: `${root} is not a group of the contract and no token refers to it (a misspelt group, or an unused palette)` });
    used.add(root); // one line per group
  }
}

/** Puts `value` at `keys` in a nested tree, making the groups on the way. */
function setAt(target: Tree, keys: string[], value: unknown): void {
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Tree;
  node[keys[keys.length - 1]!] = value;
}

/**
 * A copy of the token with its type: a contract token has the contract's (Tokens Studio calls a shadow `boxShadow`,
 * a font `fontFamilies`), a primitive its own or its group's.
 */
function typed(name: string, token: Tree): Tree {
  const type = CONTRACT_TYPES.get(name) ?? token.$type;
  return { ...structuredClone(token), ...(type ? { $type: type } : {}) };
}

/** Nested DTCG tree of the merged tokens, each typed. */
function toTree(merged: Map<string, Placed>): Tree {
  const tree: Tree = {};
  for (const [name, { token }] of merged) setAt(tree, name.split('.'), typed(name, token));
  return tree;
}

const inContract = (token: TransformedToken) => CONTRACT.has(token.path.join('.'));
const modeToken = (token: TransformedToken) => inContract(token) && MODE_ROOTS.has(token.path[0]!);
const scaleToken = (token: TransformedToken) => inContract(token) && !MODE_ROOTS.has(token.path[0]!);

/** One mode through Style Dictionary: the resolved, CSS-ready tokens and the declarations of each kind. */
async function buildMode(tree: Tree) {
  const dictionary = await dictionaryOf(tree, [
    { destination: 'mode.css', format: DECLARATIONS, filter: modeToken },
    { destination: 'scale.css', format: DECLARATIONS, filter: scaleToken },
  ]);
  const [mode, scale] = (await dictionary.formatPlatform(PLATFORM)).map((file) => String(file.output));
  const { allTokens } = await dictionary.getPlatformTokens(PLATFORM);
  return { tokens: allTokens.filter(inContract), mode: mode!, scale: scale! };
}

/** The aliases `name` goes through: `color.border.focus` -> `color.brand.primary` -> `palette.gold`. */
function aliasChain(merged: Map<string, Placed>, name: string): string[] {
  const chain: string[] = [];
  let value = merged.get(name)?.token.$value;
  while (typeof value === 'string' && /^\{[^{}]+\}$/.test(value) && chain.length < 20) {
    const next = value.slice(1, -1);
    chain.push(next);
    value = merged.get(next)?.token.$value;
  }
  return chain;
}

/**
 * Builds a brand's tokens from its token files (the brand it extends first, the brand's own last). Throws a
 * TokenError listing every problem: a token the contract does not know (with the name it probably meant), a scale
 * token set per mode, a missing token, a broken alias, an unused group, a value of the wrong form.
 */
export async function buildTokens(sources: TokenSource[]): Promise<BuiltTokens> {
  const problems: TokenProblem[] = [];
  const merged = Object.fromEntries(colorModes.map((mode) => [mode, mergeMode(sources, mode, problems)])) as Record<ColorMode, Map<string, Placed>>;
  for (const mode of colorModes) checkMerged(merged[mode], mode, sources, problems);
  if (problems.length) throw new TokenError(dedupe(problems));

  const built = {} as Record<ColorMode, Awaited<ReturnType<typeof buildMode>>>;
  for (const mode of colorModes) {
    try {
      built[mode] = await buildMode(toTree(merged[mode]));
    } catch (error) {
      // Style Dictionary's own findings (a circular alias, an unsupported colour): name the brand's file
      const own = sources[sources.length - 1]?.file ?? TOKENS_FILE;
      throw new TokenError([{ file: own, path: mode, message: String((error as Error).message).split('\n').filter(Boolean).join(' ') }]);
    }
  }
  const values = { dark: {}, light: {}, scale: {} } as Tree;
  for (const mode of colorModes) {
    for (const token of built[mode].tokens) {
      const scale = !MODE_ROOTS.has(token.path[0]!);
      if (scale && mode !== 'dark') continue;
      setAt(values[scale ? 'scale' : mode] as Tree, token.path, String(token.$value));
    }
  }
  const checked = tokensSchema.safeParse(values);
  if (!checked.success) {
    throw new TokenError(
      checked.error.issues.map((issue) => {
        const [group, ...rest] = issue.path.map(String);
        const placed = merged[group === 'light' ? 'light' : 'dark'].get(rest.join('.'));
        return { file: placed?.file ?? TOKENS_FILE, path: placed?.at ?? issue.path.join('.'), message: issue.message };
      }),
    );
  }

  const byName = (mode: ColorMode) => new Map(built[mode].tokens.map((token) => [token.path.join('.'), token]));
  const tokensOf = { dark: byName('dark'), light: byName('light') };
  const info: TokenInfo[] = CONTRACT_PATHS.map((name) => {
    const token = tokensOf.dark.get(name)!;
    const description = merged.light.get(name)?.token.$description ?? merged.dark.get(name)?.token.$description;
    return {
      name,
      type: String(token.$type),
      ...(typeof description === 'string' ? { description } : {}),
      modes: Object.fromEntries(
        colorModes.map((mode) => {
          const placed = merged[mode].get(name)!;
          return [mode, { value: String(tokensOf[mode].get(name)!.$value), chain: aliasChain(merged[mode], name), file: placed.file, path: placed.at }];
        }),
      ) as TokenInfo['modes'],
    };
  });
  return {
    values: checked.data as BrandTokens,
    declarations: { scale: built.dark.scale, dark: built.dark.mode, light: built.light.mode },
    info,
  };
}

function dedupe(problems: TokenProblem[]): TokenProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file} ${p.path}: ${p.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/**
 * The brand's stylesheet: the scale and the default mode on `:root` (the page is styled before any script runs;
 * `system`: light, and dark under the phone's dark setting), and each mode under `:root[data-theme="<mode>"]`.
 */
export function tokenStylesheet(declarations: BuiltTokens['declarations'], defaultMode: ColorMode | 'system'): string {
  const block = (selector: string, ...parts: string[]) => `${selector} {\n${parts.join('\n')}\n}`;
  const first = defaultMode === 'system' ? 'light' : defaultMode;
  const scheme = (mode: ColorMode) => `  color-scheme: ${mode};`;
  return [
    block(':root', declarations.scale, declarations[first], scheme(first)),
    // `system`: the phone's dark setting wins until a mode is set on <html>
    ...(defaultMode === 'system' ? [`@media (prefers-color-scheme: dark) {\n${block(':root', declarations.dark, scheme('dark'))}\n}`] : []),
    ...colorModes.map((mode) => block(`:root[data-theme="${mode}"]`, declarations[mode], scheme(mode))),
  ].join('\n');
}

/**
 * A brand's tokens as one DTCG file for design tools (`pnpm tokens:export`): its token files merged down the
 * `extends` chain into the sets `base`, `dark` and `light`, every token with its `$type` and aliases kept, and the
 * two modes as Tokens Studio themes. Built alone, it gives the brand's tokens exactly.
 */
export function exportTokens(sources: TokenSource[], brand: string): Tree {
  const sets: Record<string, Tree> = { base: {}, dark: {}, light: {} };
  for (const source of sources) {
    for (const [setName, set] of Object.entries(source.sets)) {
      const target = sets[(colorModes as readonly string[]).includes(setName) ? setName : 'base']!;
      flatten(set, (name, token) => setAt(target, name.split('.'), typed(name, token)));
    }
  }
  // primitives the brand inherits but never refers to (the palette of the brand it extends, all overridden) stay out
  const referenced = new Set<string>();
  for (const set of Object.values(sets)) flatten(set, (_name, token) => referencesIn(token.$value).forEach((ref) => referenced.add(ref.split('.')[0]!)));
  for (const set of Object.values(sets)) for (const group of Object.keys(set)) if (!CONTRACT_ROOTS.has(group) && !referenced.has(group)) delete set[group];
  return {
    $description: `${brand}: design tokens exported by pnpm tokens:export (DTCG 2025.10; base is shared, dark and light are the colour modes)`,
    ...sets,
    $themes: colorModes.map((mode) => ({ id: mode, name: mode, selectedTokenSets: { base: 'source', [mode]: 'enabled' } })),
    $metadata: { tokenSetOrder: ['base', ...colorModes] },
  };
}

/** A token file as people read it: one line per token, groups indented (what `tokens:export` and `brand:new` write). */
export function formatTokenFile(file: Tree): string {
  const inline = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
    if (isObject(value)) return `{ ${Object.entries(value).map(([key, child]) => `${JSON.stringify(key)}: ${inline(child)}`).join(', ')} }`;
    return JSON.stringify(value);
  };
  const write = (value: unknown, indent: string): string => {
    if (!isObject(value) || isToken(value)) return inline(value);
    const inner = `${indent}  `;
    return `{\n${Object.entries(value)
      .map(([key, child]) => `${inner}${JSON.stringify(key)}: ${write(child, inner)}`)
      .join(',\n')}\n${indent}}`;
  };
  return `${write(file, '')}\n`;
}
