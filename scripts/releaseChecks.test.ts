import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `pnpm release:build` checks every brand before it builds anything: each mistake in a brand's tokens is one line,
 * `brand <id>: <file> <path>: <what is wrong>`, at the top of its output, then a summary naming the failing brands,
 * and it exits non-zero with no stack trace (issue 41 item 5).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let brandsDir: string;

beforeAll(() => {
  brandsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-checks-'));
  fs.cpSync(path.join(root, 'brands/default'), path.join(brandsDir, 'default'), { recursive: true, filter: (src) => !/node_modules|\.turbo/.test(src) });
  // @wl/brand resolvable from the config files, as in the workspace
  fs.mkdirSync(path.join(brandsDir, 'node_modules/@wl'), { recursive: true });
  fs.symlinkSync(path.join(root, 'packages/brand'), path.join(brandsDir, 'node_modules/@wl/brand'));
});
afterAll(() => fs.rmSync(brandsDir, { recursive: true, force: true }));

/** A merchant extending default, as a plain config (no imports) with its own artwork and `files` beside it. */
function writeMerchant(id: string, files: Record<string, string>) {
  const dir = path.join(brandsDir, id);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  for (const asset of ['logo', 'icon']) fs.writeFileSync(path.join(dir, 'assets', `${asset}.svg`), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const config = { extends: 'default', id, name: 'Acme', assets: { logo: 'assets/logo.svg', icon: 'assets/icon.svg' }, links: { download: [], contact: {}, social: {}, chatHosts: [] } };
  fs.writeFileSync(path.join(dir, 'brand.config.ts'), `export default ${JSON.stringify(config)};\n`);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
}

function releaseBuild() {
  const run = spawnSync('node', ['scripts/release-build.mjs'], { cwd: root, encoding: 'utf8', env: { ...process.env, WL_BRANDS_DIR: brandsDir } });
  return { status: run.status, lines: run.stderr.split('\n').filter(Boolean), stdout: run.stdout };
}

describe('release:build checks the brands first', () => {
  it('refuses a token file the brand would not read (an old tokens.ts)', () => {
    writeMerchant('acme', { 'tokens.ts': 'export const tokens = {};\n' });
    const { status, lines, stdout } = releaseBuild();
    expect(status).toBe(1);
    expect(lines[0]).toMatch(/^brand acme: \S*acme\/tokens\.ts \(file\): not used: a brand's tokens are one DTCG file, tokens\.json$/);
    expect(lines.at(-1)).toBe('✖ 1 problem in brand acme: nothing was built');
    expect(stdout).toBe('');
    expect(lines.filter((line) => line.trimStart().startsWith('at '))).toEqual([]);
  });

  it('refuses a token the contract does not know, naming the likely one', () => {
    writeMerchant('acme', { 'tokens.json': JSON.stringify({ dark: { color: { brand: { primry: { $value: '#0e9f6e' } } } } }) });
    const { status, lines } = releaseBuild();
    expect(status).toBe(1);
    expect(lines[0]).toMatch(/^brand acme: \S*acme\/tokens\.json dark\.color\.brand\.primry: not a token of the contract \(did you mean color\.brand\.primary\?\)$/);
    expect(lines.at(-1)).toBe('✖ 1 problem in brand acme: nothing was built');
  });

  it('refuses a colour pair under WCAG AA, with both colours and the ratio', () => {
    writeMerchant('acme', { 'tokens.json': JSON.stringify({ light: { color: { text: { muted: { $value: '#b0b0b0' } } } } }) });
    const { status, lines } = releaseBuild();
    expect(status).toBe(1);
    expect(lines[0]).toMatch(/^brand acme: \S*acme\/tokens\.json light\.color\.text\.muted: #b0b0b0 on color\.bg\.page #f4f6fb has contrast 2\.\d\d:1, WCAG AA needs 4\.5:1 \(text\)$/);
    expect(lines.at(-1)).toMatch(/^✖ \d+ problems in brand acme: nothing was built$/);
  });
});
