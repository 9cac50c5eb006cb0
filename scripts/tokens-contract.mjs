#!/usr/bin/env node
// `pnpm tokens:contract [--check]`: builds ui-kit's typed token contract (packages/ui-kit/src/tokenContract.ts:
// the interfaces, the shape as data, the sample brand) from its DTCG file, packages/ui-kit/src/tokenContract.json,
// with Style Dictionary (@wl/brand's token build). `--check` (the test command) fails when the built file is not
// the committed one. A new token: add it to the contract file with its type and description, run this, then give
// it a value in brands/default/tokens.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { contractModule, CONTRACT_FILE, CONTRACT_MODULE } = await tsImport(path.join(root, 'packages/brand/src/node/contract.ts'), import.meta.url);
const built = await contractModule(JSON.parse(fs.readFileSync(path.join(root, CONTRACT_FILE), 'utf8')));
const target = path.join(root, CONTRACT_MODULE);
if (process.argv.includes('--check')) {
  if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== built) {
    console.error(`✖ ${CONTRACT_MODULE} is not what ${CONTRACT_FILE} builds: run pnpm tokens:contract`);
    process.exit(1);
  }
  console.log(`✔ ${CONTRACT_MODULE} is current`);
} else {
  fs.writeFileSync(target, built);
  console.log(`• wrote ${CONTRACT_MODULE}`);
}
