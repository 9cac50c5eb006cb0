// Writes docs/api-map.md from the platform-call catalogue (packages/api-client/src/catalogue). Run: pnpm docs:api-map
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE } from '../packages/api-client/src/catalogue/all';
import { renderApiMap } from '../packages/api-client/src/catalogue/apiMap';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'api-map.md');
fs.writeFileSync(file, renderApiMap(CATALOGUE));
console.warn(`wrote ${path.relative(process.cwd(), file)}: ${CATALOGUE.length} calls`);
