#!/usr/bin/env node
// Builds one brand's site into apps/mobile/dist/<brand>/.
// - From the repository root (`BRAND=sol pnpm build`): runs the brand package's turbo build task, so the
//   build is cached per brand and a rebuild with nothing changed is a cache hit.
// - From a brand's folder, brands/<id>/ or a generated fleet's (turbo running that task): runs `vite build` of
//   apps/mobile with BRAND=<id> from that brands folder and records its duration in .vite/build-time.json (the
//   release manifest reports it against the 30 s budget).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cwd = process.cwd();
const brandsDir = path.join(root, 'brands');
const insideBrand = fs.existsSync(path.join(cwd, 'brand.config.ts'));

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  process.exit(result.status ?? 1);
}

if (insideBrand) {
  const brand = path.basename(cwd);
  const t0 = performance.now();
  const result = spawnSync('pnpm', ['exec', 'vite', 'build', '--configLoader', 'runner'], {
    stdio: 'inherit',
    cwd: path.join(root, 'apps/mobile'),
    // the brand's own brands folder: brands/, or a generated fleet's (scripts/brand-scale.mjs --generate-only)
    env: { ...process.env, BRAND: brand, WL_BRANDS_DIR: path.dirname(cwd) },
  });
  if (result.status === 0) {
    // the cold build time of this brand, for the release manifest's budgets (docs/design.md section 9)
    const info = path.join(root, 'apps/mobile/dist', brand, '.vite/build-time.json');
    fs.writeFileSync(info, `${JSON.stringify({ seconds: (performance.now() - t0) / 1000 })}\n`);
  }
  process.exit(result.status ?? 1);
} else {
  const brand = process.env.BRAND ?? 'default';
  if (!fs.existsSync(path.join(brandsDir, brand, 'brand.config.ts'))) {
    console.error(`BRAND=${brand}: no brands/${brand}/brand.config.ts`);
    process.exit(1);
  }
  run('pnpm', ['exec', 'turbo', 'run', 'build', `--filter=@wl-brands/${brand}`, ...process.argv.slice(2)], { cwd: root });
}
