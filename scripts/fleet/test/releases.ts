// Release artifacts for the fleet tests: the repo's own (dist/<brand>/, built first when missing) and new versions
// of them as a new build would make, without building again.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withIntegrity } from '../../lib/sri.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Manifest {
  brand: string;
  name: string;
  version: string;
  commit: string;
  contentSecurityPolicy: string;
  budgets: { name: string; measured: number | null; unit: string; ok?: boolean }[];
  files: { path: string; bytes: number; sha256: string; gzipBytes?: number; brotliBytes?: number }[];
}

export const readManifest = (dir: string): Manifest => JSON.parse(fs.readFileSync(path.join(dir, 'release.json'), 'utf8'));
const sha256 = (bytes: Buffer | string) => crypto.createHash('sha256').update(bytes).digest('hex');

/** dist/<brand>/ of each brand, built (turbo's release task, cached) when missing. */
export function ensureReleases(brands: string[]): void {
  const missing = brands.filter((brand) => !fs.existsSync(path.join(root, 'dist', brand, 'release.json')));
  if (!missing.length) return;
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  execFileSync('pnpm', ['exec', 'turbo', 'run', 'release', '--concurrency=1', ...missing.map((brand) => `--filter=@wl-brands/${brand}`)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WL_RELEASE_COMMIT: commit },
  });
}

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => fs.statSync(path.join(dir, file)).isFile());
}

/**
 * The artifact at `from` as the next version `version` of its brand, copied to `to`: every hashed asset under a new
 * name (`<name><suffix>.<ext>`, and every reference to it in the site's text files), the page's Subresource Integrity
 * and release.json's file list made anew. The precompressed copies are left out (the edge then serves the files
 * themselves). What a page of the previous version loads no longer exists in this one.
 */
export function nextVersion(from: string, to: string, { version, suffix }: { version: string; suffix: string }): Manifest {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true, filter: (file) => !/\.(br|gz)$/.test(file) });
  const site = path.join(to, 'site');
  const renames = new Map(fs.readdirSync(path.join(site, 'assets')).map((name) => [name, name.replace(/(\.\w+)$/, `${suffix}$1`)] as const));
  // the longest names first: no name is replaced inside a longer one
  const names = [...renames.keys()].sort((a, b) => b.length - a.length);
  for (const file of filesUnder(site).filter((candidate) => /\.(js|css|html|json|webmanifest)$/.test(candidate))) {
    const text = fs.readFileSync(path.join(site, file), 'utf8');
    const replaced = names.reduce((result, name) => result.split(name).join(renames.get(name)!), text);
    if (replaced !== text) fs.writeFileSync(path.join(site, file), replaced);
  }
  for (const [name, renamed] of renames) fs.renameSync(path.join(site, 'assets', name), path.join(site, 'assets', renamed));
  const index = path.join(site, 'index.html');
  fs.writeFileSync(index, withIntegrity(fs.readFileSync(index, 'utf8').replace(/ integrity="[^"]+"/g, ''), site));
  const manifest = readManifest(from);
  manifest.version = version;
  manifest.files = filesUnder(site)
    .sort()
    .map((file) => {
      const bytes = fs.readFileSync(path.join(site, file));
      return { path: file, bytes: bytes.length, sha256: sha256(bytes) };
    });
  fs.writeFileSync(path.join(to, 'release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
