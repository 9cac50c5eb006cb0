#!/usr/bin/env node
// `pnpm tokens:export <brand> [--out FILE]`: the brand's design tokens as one DTCG file for design tools (Tokens Studio
// imports it as it is; a designer's export dropped into brands/<id>/tokens.json builds as it is): its token files
// merged down the `extends` chain, aliases kept, every token typed. Written to dist/tokens/<brand>.tokens.json
// unless --out says where (`--out -`: standard output). docs/storybook.md "Tokens from a design tool".
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
const [id] = positionals;
if (!id) {
  console.error('usage: pnpm tokens:export <brand> [--out FILE|-]');
  process.exit(1);
}
const brandsDir = process.env.WL_BRANDS_DIR ? path.resolve(process.env.WL_BRANDS_DIR) : path.join(root, 'brands');
const { loadBrand, exportTokens, formatTokenFile, readTokenFile, BrandError, TOKENS_FILE } = await tsImport(
  path.join(root, 'packages/brand/src/node/index.ts'),
  import.meta.url,
);
let loaded;
try {
  // the brand as a release loads it: a broken brand is refused with its problems, one per line
  loaded = await loadBrand(brandsDir, id);
} catch (error) {
  if (!(error instanceof BrandError)) throw error;
  console.error(`${error.problems.map((p) => `brand ${id}: ${[p.file, p.path].filter(Boolean).join(' ')}: ${p.message}`).join('\n')}\n✖ brand ${id} does not load`);
  process.exit(1);
}
const sources = loaded.files
  .filter((file) => path.basename(file) === TOKENS_FILE)
  .reverse()
  .map((file) => readTokenFile(path.dirname(file), path.relative(root, file)));
const text = formatTokenFile(exportTokens(sources, loaded.config.name));
if (values.out === '-') process.stdout.write(text);
else {
  const out = path.resolve(values.out ?? path.join(root, 'dist/tokens', `${id}.tokens.json`));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, text);
  console.log(`✔ ${path.relative(process.cwd(), out)}: ${loaded.config.name}'s tokens (DTCG; sets base, dark, light)`);
}
