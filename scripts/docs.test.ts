// The repo's docs stay true (README "Docs"): the design documents are the copies in docs/, and every decision in
// docs/decisions/ reads as a decision. Runs in the unit tests as the project `@wl/docs` (vitest.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, layerChain, withPackageMap } from './lib/layers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = path.relative(root, fileURLToPath(import.meta.url));

/** Folders that are not the repo's own text: installs, build and test output, caches. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'storybook-static', '.turbo', 'coverage', 'bench-results', '.artifacts']);

/**
 * References to the design documents as they were before they came into the repo (outside it, upper-case names):
 * each now has its copy in docs/ (design.md, product-decisions.md, toolchain.md, api-map.md).
 */
const STALE_REFERENCES: [RegExp, string][] = [
  // the folder beside the repo (`../shared`, `../shared/`, `../shared/spec`), not a package's own `src/shared/` modules
  [/\.\.\/shared(?:\/(?:spec|hooks|DESIGN|DECISIONS|API-MAP|TOOLCHAIN)\b|\/(?=[^\w.-]|$)|(?![\w/.-]))/, '../shared: the design documents are in docs/ now'],
  [/\/work\/shared\b/, '/work/shared: the design documents are in docs/ now'],
  [/\bDESIGN\.md\b|\bDESIGN (section )?\d/, 'DESIGN.md: write docs/design.md'],
  [/\bDECISIONS\.md\b|\bDECISIONS \d/, 'DECISIONS.md: write docs/product-decisions.md'],
  [/\bAPI-MAP\b/, 'API-MAP.md: write docs/api-map.md'],
  [/\bTOOLCHAIN\.md\b|\bTOOLCHAIN \d/, 'TOOLCHAIN.md: write docs/toolchain.md'],
];

const MAX_DECISION_WORDS = 700;

/** Every file of the repo's own, relative to the root, skipping symlinks (workspace links live in node_modules). */
function repoFiles(dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : repoFiles(full);
    return entry.isFile() ? [path.relative(root, full)] : [];
  });
}

/** The file's text, or undefined for a binary file (a NUL byte in its first 8 KB). */
function textOf(file: string): string | undefined {
  const bytes = fs.readFileSync(path.join(root, file));
  return bytes.subarray(0, 8192).includes(0) ? undefined : bytes.toString('utf8');
}

/** Words of a Markdown text: tokens with a letter or a digit (table rules and list dashes are not words). */
const wordCount = (text: string) => text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

const decisionsDir = path.join(root, 'docs', 'decisions');
const decisions = fs.readdirSync(decisionsDir).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe('docs', () => {
  it("the README's map of packages is current: the layer table's chain and every package's description", () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme, 'README.md is stale: run pnpm docs:package-map').toBe(withPackageMap(readme, root));
    // every package is in the layer table (so in the import rule and the map), and describes itself
    const packages = fs.readdirSync(path.join(root, 'packages')).filter((name) => fs.existsSync(path.join(root, 'packages', name, 'package.json')));
    expect(Object.keys(FORBIDDEN).sort()).toEqual(packages.sort());
    for (const name of packages) expect(JSON.parse(fs.readFileSync(path.join(root, 'packages', name, 'package.json'), 'utf8')).description, name).toBeTruthy();
    expect(layerChain()).toBe('`ui-kit`, `i18n` → `brand` → `api-client` → `auth` → `protection` → `games`, `agent`, `content`, `cashier` → `rewards` → `apps/mobile`');
  });

  it('the design documents in docs/ exist', () => {
    for (const doc of ['design.md', 'product-decisions.md', 'toolchain.md', 'decisions/README.md']) {
      expect(fs.existsSync(path.join(root, 'docs', doc)), `docs/${doc}`).toBe(true);
    }
  });

  it('no file refers to the design documents outside the repo', () => {
    const offenders: string[] = [];
    for (const file of repoFiles()) {
      if (file === self) continue;
      const text = textOf(file);
      if (text === undefined) continue;
      text.split('\n').forEach((line, index) => {
        for (const [pattern, fix] of STALE_REFERENCES) {
          if (pattern.test(line)) offenders.push(`${file}:${index + 1}: ${fix}: ${line.trim()}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });

  it('finds the decisions', () => {
    expect(decisions.length).toBeGreaterThan(10);
  });

  it.each(decisions)('decision %s has Context, Decision and Consequences, in that order, and is short', (name) => {
    const text = fs.readFileSync(path.join(decisionsDir, name), 'utf8');
    const headings = [...text.matchAll(/^## (Context|Decision|Consequences)\s*$/gm)].map((match) => match[1]);
    expect(headings, `${name}: one each of ## Context, ## Decision, ## Consequences`).toEqual(['Context', 'Decision', 'Consequences']);
    expect(text.startsWith(`# ${name.slice(0, 3)}`), `${name}: starts with "# ${name.slice(0, 3)} <title>"`).toBe(true);
    expect(wordCount(text), `${name}: words (at most ${MAX_DECISION_WORDS})`).toBeLessThanOrEqual(MAX_DECISION_WORDS);
  });

  it('the index of decisions lists every decision', () => {
    const index = fs.readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');
    expect(decisions.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});
