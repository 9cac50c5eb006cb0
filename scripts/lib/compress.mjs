// Precompression of a built site: name.gz and name.br beside every compressible file of 1 KB or more, served
// by nginx's gzip_static and brotli_static (deploy/nginx). Used by the release step and by scripts/e2e-dev.mjs,
// so private e2e builds are served like release artifacts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** Every file under dir (not .vite/), sorted. */
export function siteFiles(dir) {
  const walk = (folder) =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === '.vite' ? [] : walk(full);
      return [full];
    });
  return walk(dir).sort();
}

/** Writes the .gz and .br files; returns their sizes by file. Existing .gz/.br files are not compressed again. */
export function precompress(dir) {
  const sizes = new Map();
  for (const file of siteFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = fs.readFileSync(file);
    if (content.length < 1024) continue;
    const gz = zlib.gzipSync(content, { level: 9 });
    const br = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    fs.writeFileSync(`${file}.gz`, gz);
    fs.writeFileSync(`${file}.br`, br);
    sizes.set(file, { gzipBytes: gz.length, brotliBytes: br.length });
  }
  return sizes;
}
