// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './all';
import { renderApiMap } from './apiMap';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Source files of packages/ and apps/ that may not name a platform path: not the catalogue, not tests or demo seed data. */
function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) {
      if (['node_modules', 'dist', 'storybook-static', 'public'].includes(item.name)) continue;
      found.push(...sourceFiles(full));
    } else if (/\.(ts|tsx|js|mjs)$/.test(item.name) && !/\.(test|spec)\.tsx?$/.test(item.name)) found.push(full);
  }
  return found;
}
const EXEMPT = [path.join('packages', 'api-client', 'src', 'catalogue'), path.join('packages', 'demo-api', 'src', 'seed')];

describe('the catalogue', () => {
  it('is the only place a platform path or relay name is written (tests and demo seed data aside)', () => {
    const relayNames = CATALOGUE.map(({ call }) => /\/relay\/(?:passwordCheck\/)?(\w+)$/.exec(call.path)?.[1]).filter((name): name is string => !!name);
    const pattern = new RegExp(`['"\`/]/?(?:wps|lgw|lotto)/[A-Za-z]|\\b(?:${relayNames.join('|')})\\b`);
    const offenders: string[] = [];
    for (const top of ['packages', 'apps']) {
      for (const file of sourceFiles(path.join(root, top))) {
        const relative = path.relative(root, file);
        if (EXEMPT.some((dir) => relative.startsWith(dir))) continue;
        fs.readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (pattern.test(line)) offenders.push(`${relative}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    expect(offenders).toEqual([]);
  });

  it('names each call once and describes each method and path once', () => {
    const keys = CATALOGUE.map(({ call }) => `${call.method} ${call.path} ${call.modules[0] ?? ''}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('writes every money call as a write with a body', () => {
    expect(CATALOGUE.filter(({ call }) => call.money && (call.method === 'GET' || !call.body)).map(({ name }) => name)).toEqual([]);
  });

  it('docs/api-map.md is generated from the catalogue and current (pnpm docs:api-map)', () => {
    const file = path.join(root, 'docs', 'api-map.md');
    expect(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '(missing)').toBe(renderApiMap(CATALOGUE));
  });
});
