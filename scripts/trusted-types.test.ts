// Trusted Types hold in the code (issue 26 item 2): the release CSP has `require-trusted-types-for 'script'`, so a
// script sink given a plain string is refused and the e2e suite fails on the violation. Here, without a browser: the
// CSP names exactly the policies the code creates, and every script sink in the shipped code is one of the few that
// go through a policy (a new innerHTML or script URL must get one, or not be written).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRUSTED_TYPES_POLICIES as POLICIES_IN_CODE } from '../packages/ui-kit/src/shared/trustedTypes.ts';
import { TRUSTED_TYPES_POLICIES as POLICIES_IN_CSP } from './lib/nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Source files that reach a release bundle: packages and the app, without tests, stories and the demo platform. */
function shippedSources(): { file: string; text: string }[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'testing') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(?:test|stories|d)\.tsx?$/.test(entry.name) && !/^testing\.tsx?$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  for (const group of ['packages', 'apps']) {
    for (const pkg of fs.readdirSync(path.join(root, group))) {
      if (pkg === 'demo-api') continue;
      const src = path.join(root, group, pkg, 'src');
      if (fs.existsSync(src)) walk(src);
    }
  }
  return files.map((file) => ({ file: path.relative(root, file), text: fs.readFileSync(file, 'utf8') }));
}

const SOURCES = shippedSources();
const filesWith = (needle: string | RegExp) =>
  SOURCES.filter(({ text }) => (typeof needle === 'string' ? text.includes(needle) : needle.test(text))).map(({ file }) => file);

describe('Trusted Types', () => {
  it('the CSP names exactly the policies the code creates, and the sanitiser’s own; never a default policy', () => {
    expect([...POLICIES_IN_CSP].sort()).toEqual([...POLICIES_IN_CODE, 'dompurify'].sort());
    expect(POLICIES_IN_CSP).not.toContain('default');
    expect(POLICIES_IN_CSP).not.toContain("'allow-duplicates'");
  });

  it('creates each policy once, through the one helper', () => {
    for (const name of POLICIES_IN_CODE) expect(filesWith(`createTrustedPolicy('${name}'`), name).toHaveLength(1);
    expect(filesWith('createPolicy(')).toEqual(['packages/ui-kit/src/shared/trustedTypes.ts']);
  });

  it('every script sink in the shipped code goes through a policy', () => {
    // server HTML: only the sanitising component, through the wl-html policy
    expect(filesWith('dangerouslySetInnerHTML={')).toEqual(['packages/content/src/html/SafeHtml.tsx']);
    // a script's URL: only the identity provider's scripts; a worker's: only the service worker
    expect(filesWith("createElement('script')")).toEqual(['packages/auth/src/identity/firebaseAdapter.ts']);
    expect(filesWith('serviceWorker.register(')).toEqual(['apps/mobile/src/system/pwa/serviceWorker.ts']);
    for (const file of [
      'packages/content/src/html/SafeHtml.tsx',
      'packages/auth/src/identity/firebaseAdapter.ts',
      'apps/mobile/src/system/pwa/serviceWorker.ts',
    ]) {
      expect(filesWith('createTrustedPolicy('), file).toContain(file);
    }
    // sinks no code needs: none at all
    for (const sink of [
      /\.(?:inner|outer)HTML\s*=[^=]/,
      'insertAdjacentHTML(',
      'document.write',
      'createContextualFragment(',
      'srcdoc',
      'HTMLUnsafe(',
      'new Worker(',
      'new SharedWorker(',
      'importScripts(',
      'eval(',
      'new Function(',
    ]) {
      expect(filesWith(sink), String(sink)).toEqual([]);
    }
  });

  it('uses no Swiper module that writes innerHTML (pagination, navigation, a11y, manipulation)', () => {
    // Swiper's modules pass their markup through an identity policy named `html`, created anew on each call
    expect(filesWith("from 'swiper/modules'")).toEqual([]);
  });
});
