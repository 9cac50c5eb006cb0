import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { mergeBrand } from '../define';
import { brandSchema, formatIssues, type BrandConfig } from '../schema';
import { buildTokens, readTokenFile, TOKENS_FILE, TokenError, type BuiltTokens, type TokenSource } from './tokens';

export const BRAND_CONFIG_FILE = 'brand.config.ts';

/** What a brand that extends another must set itself: its name, its artwork (logos, icon) and its links. */
export const IDENTITY_FIELDS = ['name', 'assets', 'links'] as const;

/** One thing wrong with a brand's files: the file (relative to the working folder), the field or token path, what. */
export interface FileProblem {
  file: string;
  path: string;
  message: string;
}

/** A brand that failed to load; each problem names the file and the field path. */
export class BrandError extends Error {
  override name = 'BrandError';
  readonly problems: FileProblem[];
  constructor(problems: FileProblem[] | string) {
    const list = typeof problems === 'string' ? [{ file: '', path: '', message: problems }] : problems;
    super(list.map((p) => [p.file, p.path].filter(Boolean).join(' ') + (p.file || p.path ? ': ' : '') + p.message).join('\n'));
    this.problems = list;
  }
}

/**
 * Files in a brand folder that look like tokens but are not its token file: they would be silently ignored, so
 * the loader refuses them (`tokens.ts` from before DTCG, `tokens.dark.json`, a designer's `Tokens.json`).
 */
const STRAY_TOKEN_FILE = /tokens/i;

export interface LoadedBrand {
  config: BrandConfig;
  /** absolute folder of the brand */
  dir: string;
  /** absolute asset paths by asset name */
  /** absolute paths of the asset files the brand names (an optional asset it leaves out is absent) */
  assetFiles: BrandConfig['assets'];
  /** files read, child first (the brand's config, then what it extends), then the token files */
  files: string[];
  /** the brand's tokens built from the token files of its `extends` chain (`config.tokens` holds their values) */
  tokens: BuiltTokens;
}

async function readRaw(brandsDir: string, id: string): Promise<{ file: string; raw: Record<string, unknown> }> {
  const file = path.join(brandsDir, id, BRAND_CONFIG_FILE);
  if (!fs.existsSync(file)) {
    const known = listBrands(brandsDir);
    throw new BrandError(`${rel(file)}: brand "${id}" does not exist (known brands: ${known.join(', ') || 'none'})`);
  }
  let mod: { default?: unknown };
  try {
    mod = (await tsImport(pathToFileURL(file).href, import.meta.url)) as { default?: unknown };
  } catch (error) {
    // a syntax error or an import that does not resolve: the file and the first line, not a stack
    throw new BrandError([{ file: rel(file), path: '(file)', message: `cannot be loaded: ${String((error as Error).message).split('\n')[0]}` }]);
  }
  // a config file outside an ESM package loads as CommonJS: its default export is one level down
  const exported = mod.default as { default?: unknown } | undefined;
  const raw = exported && typeof exported === 'object' && 'default' in exported ? exported.default : exported;
  if (!raw || typeof raw !== 'object') throw new BrandError(`${rel(file)}: must \`export default defineBrand({...})\``);
  const problems: FileProblem[] = [];
  if ('tokens' in raw)
    problems.push({ file: rel(file), path: 'tokens', message: `tokens are not set in the config: they live in ${TOKENS_FILE} beside it (DTCG, docs/brand-config.md)` });
  for (const name of fs.readdirSync(path.dirname(file)))
    if (STRAY_TOKEN_FILE.test(name) && name !== TOKENS_FILE)
      problems.push({ file: rel(path.join(path.dirname(file), name)), path: '(file)', message: `not used: a brand's tokens are one DTCG file, ${TOKENS_FILE}` });
  if (problems.length) throw new BrandError(problems);
  return { file, raw: raw as Record<string, unknown> };
}

function rel(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

function getPath(value: unknown, keys: PropertyKey[]): unknown {
  let current = value;
  for (const key of keys) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Brand ids: the folders of brandsDir holding a brand.config.ts. */
export function listBrands(brandsDir: string): string[] {
  if (!fs.existsSync(brandsDir)) return [];
  return fs
    .readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(brandsDir, entry.name, BRAND_CONFIG_FILE)))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Loads brands/<id>/brand.config.ts, resolves `extends` (deep merge), validates the result against the
 * schema and checks the asset files exist. Throws BrandError naming the file that set the bad field.
 */
export async function loadBrand(brandsDir: string, id: string): Promise<LoadedBrand> {
  const chain: { file: string; raw: Record<string, unknown> }[] = [];
  let nextId: string | undefined = id;
  while (nextId) {
    if (chain.some((entry) => path.basename(path.dirname(entry.file)) === nextId)) {
      throw new BrandError(`${rel(chain[0]!.file)}: extends forms a cycle through "${nextId}"`);
    }
    const entry = await readRaw(brandsDir, nextId);
    chain.push(entry);
    const parent: unknown = entry.raw.extends;
    if (parent !== undefined && typeof parent !== 'string') throw new BrandError(`${rel(entry.file)}: extends: expected a brand id`);
    nextId = parent;
  }
  const own = chain[0]!;
  // identity is never inherited (issue 21 item 3): a brand that extends another names itself, draws its own logos
  // and icon, and lists its own links, or it fails here with the field's path
  if (chain.length > 1) {
    const missing = IDENTITY_FIELDS.filter((key) => own.raw[key] === undefined);
    if (missing.length > 0)
      throw new BrandError(
        missing.map((key) => ({ file: rel(own.file), path: key, message: `required: a brand's ${key} is its identity, never taken from "${String(own.raw.extends)}"` })),
      );
  }
  // the token files of the chain, the brand it extends first: each overrides only the tokens it sets
  let tokens: BuiltTokens;
  try {
    const sources = chain
      .map((entry) => readTokenFile(path.dirname(entry.file), rel(path.join(path.dirname(entry.file), TOKENS_FILE))))
      .filter((source): source is TokenSource => source !== undefined)
      .reverse();
    tokens = await buildTokens(sources);
  } catch (error) {
    if (error instanceof TokenError) throw new BrandError(error.problems);
    throw error;
  }
  // a merchant's host names are its own: never taken from the brand it extends (two brands on one host)
  const merged = chain.reduceRight<unknown>((acc, entry) => {
    const { extends: _ignored, hosts, ...rest } = entry.raw;
    return mergeBrand(acc ?? {}, entry === own && hosts !== undefined ? { ...rest, hosts } : rest);
  }, undefined) as Record<string, unknown>;
  merged.tokens = tokens.values;

  const result = brandSchema.safeParse(merged);
  if (!result.success) {
    const lines = formatIssues(result.error);
    throw new BrandError(
      result.error.issues.map((issue, index) => {
        // name the file in the chain that set the offending value (the child when nobody did)
        // (an identity block is the brand's own whole: its first setter is the one to blame)
        const owned = (IDENTITY_FIELDS as readonly PropertyKey[]).includes(issue.path[0]!);
        const setter = chain.find((entry) => getPath(entry.raw, owned ? issue.path.slice(0, 1) : issue.path) !== undefined) ?? own;
        const line = lines[index]!;
        const colon = line.indexOf(': ');
        return { file: rel(setter.file), path: line.slice(0, colon), message: line.slice(colon + 2) };
      }),
    );
  }
  const config = result.data;
  if (config.id !== id) throw new BrandError([{ file: rel(own.file), path: 'id', message: `expected "${id}" (the folder name), received "${config.id}"` }]);

  const dir = path.dirname(own.file);
  const assetFiles = {} as LoadedBrand['assetFiles'];
  for (const [name, relPath] of Object.entries(config.assets) as [keyof BrandConfig['assets'], string | undefined][]) {
    if (relPath === undefined) continue;
    // the brand's own artwork, in its own folder: never a file of the brand it extends
    const found = path.join(dir, relPath);
    if (!fs.existsSync(found)) throw new BrandError([{ file: rel(own.file), path: `assets.${name}`, message: `file "${relPath}" does not exist in brands/${id}` }]);
    assetFiles[name] = found;
  }
  const tokenFiles = chain.map((entry) => path.join(path.dirname(entry.file), TOKENS_FILE)).filter((file) => fs.existsSync(file));
  return { config, dir, assetFiles, files: [...chain.map((entry) => entry.file), ...tokenFiles], tokens };
}
