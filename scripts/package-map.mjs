#!/usr/bin/env node
// `pnpm docs:package-map`: writes the README's map of packages (the layer chain and each package's description)
// from the one layer table (scripts/lib/layers.mjs) and the packages' package.json; docs.test.ts fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPackageMap } from './lib/layers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'README.md');
fs.writeFileSync(file, withPackageMap(fs.readFileSync(file, 'utf8'), root));
console.log('• wrote the package map in README.md');
