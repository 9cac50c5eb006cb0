// @vitest-environment node
// Subresource Integrity on what a release's page loads from its assets (scripts/lib/sri.mjs, ASVS 3.6.1).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withIntegrity } from './lib/sri.mjs';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-sri-'));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));
fs.mkdirSync(path.join(site, 'assets'));
const files = { 'index-a1.js': 'console.log(1)', 'vendor-b2.js': 'export const v = 2', 'index-c3.css': 'body{margin:0}' };
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(site, 'assets', name), text);
const sha384 = (text: string) => `sha384-${crypto.createHash('sha384').update(text).digest('base64')}`;

describe('the integrity of what the page loads', () => {
  it('puts the sha384 of each file on the entry script, its modulepreloads and stylesheets, and nothing else', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-c3.css">',
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
      '<link rel="manifest" href="/manifest.webmanifest" />',
    ].join('\n');
    const out = withIntegrity(html, site).split('\n');
    expect(out[0]).toBe(`<script type="module" crossorigin src="/assets/index-a1.js" integrity="${sha384(files['index-a1.js'])}"></script>`);
    expect(out[1]).toBe(`<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js" integrity="${sha384(files['vendor-b2.js'])}">`);
    expect(out[2]).toContain(`integrity="${sha384(files['index-c3.css'])}"`);
    expect(out.slice(3).join('\n')).not.toContain('integrity');
    // a second pass changes nothing (a release step run again)
    expect(withIntegrity(out.join('\n'), site)).toBe(out.join('\n'));
  });

  it('refuses a page that loads a file the build does not have', () => {
    expect(() => withIntegrity('<script type="module" crossorigin src="/assets/gone-00.js"></script>', site)).toThrow(
      'index.html loads /assets/gone-00.js, which the build does not have',
    );
  });
});
