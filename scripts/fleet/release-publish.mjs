#!/usr/bin/env node
// `pnpm release:publish [brand ...] --to s3://BUCKET[/prefix] [--parallel N]`: uploads each brand's release
// artifact (dist/<brand>/, or WL_RELEASE_ROOT/<brand>/; every brand there when none is named) to the object store
// (scripts/fleet/store.mjs). A re-run uploads only what is missing; a failed brand does not stop the others, and
// the command fails after them naming it. A published release gets its git tag (`@wl-brands/<id>@<version>`) at its
// commit, unless it was built from uncommitted changes (release.json says it is untagged).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tagRelease } from '../lib/releaseNotes.mjs';
import { PARALLEL, publish, runCli, usageError } from './store.mjs';

const usage = 'release:publish [brand ...] --to s3://BUCKET[/prefix] [--parallel N]   (or WL_RELEASE_TARGET)';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const releaseRoot = path.resolve(process.env.WL_RELEASE_ROOT ?? path.join(root, 'dist'));

await runCli({
  usage,
  options: { parallel: { type: 'string' } },
  async main({ positionals, values, target, client }) {
    const parallel = Number(values.parallel ?? PARALLEL);
    if (!Number.isInteger(parallel) || parallel < 1) throw usageError(usage, '--parallel must be a whole number of at least 1');
    const brands = positionals.length
      ? positionals
      : fs
          .readdirSync(releaseRoot)
          .filter((name) => fs.existsSync(path.join(releaseRoot, name, 'release.json')))
          .sort();
    if (!brands.length) throw usageError(usage, `no release artifact in ${releaseRoot} (pnpm release:build)`);
    const failed = [];
    for (const brand of brands) {
      try {
        await publish({ client, target, releaseRoot, brand, parallel });
        // the release's git tag, at the commit it was built from (a build from uncommitted changes says it is untagged)
        console.log(`  ${tagRelease({ root, manifest: JSON.parse(fs.readFileSync(path.join(releaseRoot, brand, 'release.json'), 'utf8')) })}`);
      } catch (error) {
        console.error(`✖ ${error.message}`);
        failed.push(brand);
      }
    }
    if (failed.length) {
      console.error(`✖ ${failed.length} of ${brands.length} brand(s) not published: ${failed.join(', ')}`);
      process.exitCode = 1;
    }
  },
});
