#!/usr/bin/env node
// `pnpm release:image [brand ...] [--fleet] [--push <registry>]`: an OCI image that serves a brand's release artifact
// (dist/<brand>/site) with Debian's nginx, one a brand (every brand when none is named), or with --fleet one image
// holding the brands, each answering on its `hosts` (brand config) and any other host name a 404.
//   <registry>/wl-mobile/<brand>:<version>-<commit12>[-dirty]   (release.json's version and commit)
//   <registry>/wl-mobile/fleet:<commit12>[-dirty]                (every brand of it built from that one commit)
// The registry is `localhost` until --push names one; the image is then pushed there (a loopback registry over plain
// HTTP, as docker and podman treat one; any other with TLS verified) and its `images:` entry for the Kubernetes
// manifests printed (deploy/kubernetes/, scripts/fleet/kubernetes.mjs).
//
// Nothing is pulled from the internet: the base is a local image made once from Debian packages (mmdebstrap with the
// machine's apt sources: nginx and libnginx-mod-http-brotli-static, each at the version apt has now) and tagged with
// that nginx version, so a later image adds only the sites (deploy/image/Containerfile, `buildah bud --isolation
// chroot --pull=never`). A newer Debian nginx (after apt-get update) makes a new base.
// The container runs nginx unprivileged on port 8080, logs to stdout and stderr, with a read-only root file system
// (deploy/image/entrypoint.sh); the platform API it forwards to is WL_API_UPSTREAM at run time, or the brand's own
// API host (api.baseUrl).
// WL_BRANDS_DIR and WL_RELEASE_ROOT read the brands and their artifacts elsewhere than brands/ and dist/.
// Needs (as root) buildah and mmdebstrap; podman runs the image (scripts/fleet/test/image.test.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { inlineStyleHashes, renderSiteConf } from '../lib/nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the API upstream goes in the image's server blocks; deploy/image/entrypoint.sh puts WL_API_UPSTREAM there. */
export const UPSTREAM_MARK = '@WL_API_UPSTREAM@';
/** The port nginx listens on in the container (unprivileged: no capability needed). */
export const CONTAINER_PORT = 8080;
/** The name of a brand's image (or the fleet's, `fleet`) in a registry. */
export const imageRepository = (registry, name) => `${registry}/wl-mobile/${name}`;
/**
 * The registry the committed Kubernetes manifests name: an operator's kustomization replaces it (and adds the tag).
 * `.invalid` never resolves, so a manifest applied without that never pulls an image from anywhere.
 */
export const PLACEHOLDER_REGISTRY = 'registry.invalid';
const BASE_REPOSITORY = 'localhost/wl-mobile/nginx-base';
const BASE_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];

const run = (command, args, options = {}) => execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], ...options }).trim();
const imageExists = (ref) => spawnSync('buildah', ['inspect', '--type', 'image', ref], { stdio: 'ignore' }).status === 0;
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** The version apt would install of a Debian package now (its candidate). */
function aptVersion(name) {
  const version = /^Version: (\S+)$/m.exec(run('apt-cache', ['show', '--no-all-versions', name]))?.[1];
  if (!version) throw new Error(`apt knows no package ${name}: run apt-get update`);
  return version;
}

/**
 * The local base image: Debian's essential packages, nginx and its brotli module, without documentation. Made once
 * for each nginx version (about a minute), then found by its tag.
 */
export function ensureBase() {
  const versions = Object.fromEntries(BASE_PACKAGES.map((name) => [name, aptVersion(name)]));
  // a tag is [A-Za-z0-9_.-]: Debian's `+` and `~` become `_`
  const tag = `${BASE_REPOSITORY}:${versions.nginx.replace(/[^\w.-]/g, '_')}`;
  if (imageExists(tag)) return tag;
  const t0 = performance.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-image-base-'));
  try {
    const sources = ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list'].filter((file) => fs.existsSync(file) && fs.statSync(file).size > 0);
    const suite = /^VERSION_CODENAME=(\w+)$/m.exec(fs.readFileSync('/etc/os-release', 'utf8'))?.[1];
    const tarball = path.join(dir, 'rootfs.tar');
    console.log(`▶ base image ${tag}: Debian ${suite} with ${BASE_PACKAGES.map((name) => `${name} ${versions[name]}`).join(', ')} (mmdebstrap)`);
    run('mmdebstrap', [
      '--quiet',
      '--variant=essential',
      // the versions apt has now, which name the base: never another one the mirror may have moved to since
      `--include=${BASE_PACKAGES.map((name) => `${name}=${versions[name]}`).join(',')}`,
      ...['doc', 'man', 'info', 'locale'].map((folder) => `--dpkgopt=path-exclude=/usr/share/${folder}/*`),
      suite,
      tarball,
      ...sources,
    ]);
    const container = run('buildah', ['from', 'scratch']);
    try {
      run('buildah', ['add', '--quiet', container, tarball, '/']);
      const labels = {
        'org.opencontainers.image.title': 'wl-mobile nginx base',
        'org.opencontainers.image.description': `Debian ${suite} essential packages with ${BASE_PACKAGES.join(' and ')}`,
        'org.opencontainers.image.version': versions.nginx,
        ...Object.fromEntries(BASE_PACKAGES.map((name) => [`org.debian.package.${name}`, versions[name]])),
      };
      run('buildah', ['config', ...Object.entries(labels).flatMap(([name, value]) => ['--label', `${name}=${value}`]), container]);
      run('buildah', ['commit', '--quiet', container, tag]);
    } finally {
      spawnSync('buildah', ['rm', container], { stdio: 'ignore' });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`✔ base image ${tag} in ${seconds(t0)} s`);
  return tag;
}

/** A brand's release artifact: its release.json, site folder and the site root its nginx/site.conf names. */
function readRelease(releaseRoot, id) {
  const dir = path.join(releaseRoot, id);
  const manifestFile = path.join(dir, 'release.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`no release artifact at ${dir} (run pnpm release:build ${id})`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  // the packaged configuration says where an operator puts the site; the image keeps that place
  const rootLine = fs
    .readFileSync(path.join(dir, 'nginx/site.conf'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('root /'));
  const siteRoot = rootLine?.slice('root '.length, -1);
  if (!siteRoot) throw new Error(`${path.join(dir, 'nginx/site.conf')}: no root`);
  const commit12 = manifest.commit.slice(0, 12);
  const dirty = manifest.commit.endsWith('-dirty') ? '-dirty' : '';
  return { id, manifest, manifestFile, site: path.join(dir, 'site'), siteRoot, commit: manifest.commit, release: `${commit12}${dirty}` };
}

/**
 * Lays out one image's files in `rootfs`: each brand's site where its site.conf says, its release.json beside it, and
 * its server block twice (with the demo platform's routes, WL_DEMO_PLATFORM=1, and without). A brand whose API is
 * on the site's origin (api.baseUrl '/') forwards to the mark the entry point replaces with WL_API_UPSTREAM.
 */
function stage(rootfs, brands, { fleet }) {
  for (const { release, config } of brands) {
    fs.cpSync(release.site, path.join(rootfs, release.siteRoot), { recursive: true });
    fs.copyFileSync(release.manifestFile, path.join(rootfs, path.dirname(release.siteRoot), 'release.json'));
    const options = {
      listen: String(CONTAINER_PORT),
      // one brand answers whatever host it is reached by (its Ingress chooses the hosts); a fleet chooses by host
      serverName: fleet ? config.hosts.join(' ') : '_',
      siteRoot: release.siteRoot,
      apiUpstream: config.api.baseUrl === '/' ? UPSTREAM_MARK : undefined,
      styleHashes: inlineStyleHashes(fs.readFileSync(path.join(release.site, 'index.html'), 'utf8')),
    };
    for (const [folder, demo] of [
      ['sites', false],
      ['sites-demo', true],
    ]) {
      fs.mkdirSync(path.join(rootfs, 'etc/wl-mobile', folder), { recursive: true });
      fs.writeFileSync(path.join(rootfs, 'etc/wl-mobile', folder, `${release.id}.conf`), renderSiteConf(config, { ...options, demo }));
      if (fleet) fs.copyFileSync(path.join(root, 'deploy/image/unknown-host.conf'), path.join(rootfs, 'etc/wl-mobile', folder, '00-unknown-host.conf'));
    }
  }
  fs.copyFileSync(path.join(root, 'deploy/image/nginx.conf'), path.join(rootfs, 'etc/wl-mobile/nginx.conf'));
  fs.mkdirSync(path.join(rootfs, 'usr/local/bin'), { recursive: true });
  fs.copyFileSync(path.join(root, 'deploy/image/entrypoint.sh'), path.join(rootfs, 'usr/local/bin/wl-nginx'));
  // readable by the unprivileged nginx whatever the umask the artifacts were written with; the entry point runs
  run('chmod', ['-R', 'u=rwX,go=rX', rootfs]);
  fs.chmodSync(path.join(rootfs, 'usr/local/bin/wl-nginx'), 0o755);
}

/** The repository the image's source is in: git's `origin`, else this clone. */
function sourceUrl() {
  const origin = spawnSync('git', ['config', '--get', 'remote.origin.url'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  return origin || pathToFileURL(root).href;
}

/** Builds one image from the brands given (one, or the fleet's) and returns its tag. */
function buildImage({ base, brands, fleet, registry }) {
  const name = fleet ? 'fleet' : brands[0].release.id;
  const version = fleet ? brands[0].release.release : `${brands[0].release.manifest.version.replace(/[^\w.-]/g, '_')}-${brands[0].release.release}`;
  const tag = `${imageRepository(registry, name)}:${version}`;
  const labels = {
    'org.opencontainers.image.title': fleet ? 'wl-mobile fleet' : `wl-mobile ${name}`,
    'org.opencontainers.image.description': fleet
      ? `The mobile sites of ${brands.map(({ release }) => release.id).join(', ')}, by host name`
      : `The mobile site of ${brands[0].config.name}`,
    'org.opencontainers.image.version': fleet ? version : brands[0].release.manifest.version,
    'org.opencontainers.image.revision': brands[0].release.commit.replace(/-dirty$/, ''),
    'org.opencontainers.image.source': sourceUrl(),
    'org.opencontainers.image.base.name': base,
    // which release of each brand the image serves
    'io.wl-mobile.brands': brands.map(({ release }) => `${release.id}@${release.manifest.version}`).join(' '),
  };
  const context = fs.mkdtempSync(path.join(os.tmpdir(), `wl-image-${name}-`));
  try {
    stage(path.join(context, 'rootfs'), brands, { fleet });
    run('buildah', [
      'bud',
      '--quiet',
      '--isolation',
      'chroot',
      '--pull=never',
      '--layers=false',
      '--file',
      path.join(root, 'deploy/image/Containerfile'),
      '--build-arg',
      `BASE=${base}`,
      ...Object.entries(labels).flatMap(([label, value]) => ['--label', `${label}=${value}`]),
      '--tag',
      tag,
      context,
    ]);
  } finally {
    fs.rmSync(context, { recursive: true, force: true });
  }
  return tag;
}

/** Pushes an image and returns its digest. A registry on the loopback speaks plain HTTP (tests), any other TLS. */
function push(tag, registry) {
  const loopback = /^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?::\d+)?$/.test(registry);
  const digestDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-image-digest-'));
  try {
    const digestFile = path.join(digestDir, 'digest');
    run('buildah', ['push', '--quiet', `--tls-verify=${!loopback}`, '--digestfile', digestFile, tag, `docker://${tag}`]);
    return fs.readFileSync(digestFile, 'utf8').trim();
  } finally {
    fs.rmSync(digestDir, { recursive: true, force: true });
  }
}

/**
 * Builds (and pushes) the images of `brandIds` (every brand when empty), or with `fleet` one image of them all;
 * returns [{ tag, digest?, seconds }].
 */
export async function buildImages({ brandIds = [], fleet = false, registry, brandsDir, releaseRoot } = {}) {
  const { listBrands, loadBrand } = await tsImport(path.join(root, 'packages/brand/src/node/loader.ts'), import.meta.url);
  const ids = brandIds.length ? brandIds : listBrands(brandsDir);
  const brands = await Promise.all(ids.map(async (id) => ({ config: (await loadBrand(brandsDir, id)).config, release: readRelease(releaseRoot, id) })));
  if (fleet) {
    const hostless = brands.filter(({ config }) => !config.hosts?.length).map(({ release }) => release.id);
    if (hostless.length) throw new Error(`a fleet image chooses brands by host name: ${hostless.join(', ')} name no hosts (brand.config.ts)`);
    const hosts = brands.flatMap(({ config }) => config.hosts);
    const shared = hosts.filter((host, index) => hosts.indexOf(host) !== index);
    if (shared.length) throw new Error(`a host name belongs to one brand: ${[...new Set(shared)].join(', ')} named twice`);
    const commits = new Set(brands.map(({ release }) => release.commit));
    if (commits.size > 1)
      throw new Error(
        `a fleet image is one commit's release: ${brands.map(({ release }) => `${release.id} ${release.release}`).join(', ')} (pnpm release:build)`,
      );
  }
  const base = ensureBase();
  const images = [];
  for (const group of fleet ? [brands] : brands.map((brand) => [brand])) {
    const t0 = performance.now();
    const tag = buildImage({ base, brands: group, fleet, registry: registry ?? 'localhost' });
    const digest = registry ? push(tag, registry) : undefined;
    images.push({ tag, digest, seconds: Number(seconds(t0)) });
  }
  return images;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { fleet: { type: 'boolean', default: false }, push: { type: 'string' } } });
  try {
    const images = await buildImages({
      brandIds: positionals,
      fleet: values.fleet,
      registry: values.push,
      brandsDir: path.resolve(process.env.WL_BRANDS_DIR ?? path.join(root, 'brands')),
      releaseRoot: path.resolve(root, process.env.WL_RELEASE_ROOT ?? 'dist'),
    });
    for (const { tag, digest, seconds: took } of images) console.log(`✔ ${tag}${digest ? ` pushed (${digest})` : ''} in ${took} s`);
    if (values.push) {
      // what an operator's kustomization sets for the manifests of deploy/kubernetes/ (they name no registry or tag)
      console.log('\nimages: # kustomization.yaml');
      for (const { tag } of images) {
        const [repository, version] = tag.split(/:(?=[^:/]+$)/);
        console.log(`  - name: ${imageRepository(PLACEHOLDER_REGISTRY, repository.split('/').pop())}\n    newName: ${repository}\n    newTag: ${version}`);
      }
    }
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
