// What a brand's release says about itself beyond its files (issue 21 item 7): the API host it calls, its
// languages, its version tag, and the changelog entries since its previous release.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The git tag changesets gives a private package's release: `@wl-brands/sol@1.2.0`. */
export const releaseTag = (packageName, version) => `${packageName}@${version}`;

/**
 * The changesets not yet released that touch the brand: those naming its package or the app (a change to the app
 * bumps every brand, decision 050). Each as its bump and its summary's first paragraph.
 */
export function pendingChangesets(changesetDir, packages) {
  if (!fs.existsSync(changesetDir)) return [];
  return fs
    .readdirSync(changesetDir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(changesetDir, file), 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      if (!match) return [];
      // front matter: one `'package': bump` a line
      const bumps = Object.fromEntries(
        match[1].split('\n').map((line) => {
          const colon = line.lastIndexOf(':');
          return [line.slice(0, colon).trim().replace(/^['"]|['"]$/g, ''), line.slice(colon + 1).trim()];
        }),
      );
      const mine = packages.filter((name) => bumps[name]);
      if (mine.length === 0) return [];
      const summary = match[2]
        .trim()
        .split('\n\n')[0]
        .split('\n')
        .map((line) => line.trim())
        .join(' ');
      return [{ changeset: file.replace(/\.md$/, ''), bump: bumps[mine[0]], summary }];
    });
}

/** The entries of `version` in a changesets CHANGELOG.md (its `## <version>` section), each a line. */
export function changelogEntries(changelogFile, version) {
  if (!fs.existsSync(changelogFile)) return [];
  const text = fs.readFileSync(changelogFile, 'utf8');
  const start = text.indexOf(`\n## ${version}\n`);
  if (start < 0) return [];
  const rest = text.slice(start + `\n## ${version}\n`.length);
  const section = rest.split(/\n## /)[0];
  return section
    .split('\n')
    .filter((line) => /^- /.test(line))
    .map((line) => line.slice(2).trim());
}

/** The release's description: API host, languages, version tag and what changed since the previous release. */
export function releaseNotes({ root, brandsDir = path.join(root, 'brands'), id, config, packageName, version }) {
  const baseUrl = config.api.baseUrl;
  return {
    apiHost: baseUrl === '/' ? 'same origin' : new URL(baseUrl).host,
    languages: { default: config.languages.default, enabled: config.languages.enabled },
    tag: releaseTag(packageName, version),
    changes: {
      // released: the entries changesets wrote for this version; pending: those the next release will carry
      released: changelogEntries(path.join(brandsDir, id, 'CHANGELOG.md'), version),
      pending: pendingChangesets(path.join(root, '.changeset'), [packageName, '@wl/mobile']),
    },
  };
}

/**
 * Creates the release's git tag (`tag` of its release.json) at its commit when it is published (issue 38 item 6):
 * only for a release built from a clean tree whose commit this clone has, and never moving a tag that names another
 * commit. Returns what was done, as a line for the operator.
 * @param {{ root: string, manifest: { brand: string, tag?: string | null, untagged?: string, commit: string }, git?: (args: string[]) => string }} options
 */
export function tagRelease({ root, manifest, git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim() }) {
  if (!manifest.tag) return `${manifest.brand}: untagged (${manifest.untagged ?? 'no tag in release.json'})`;
  let tagged;
  try {
    tagged = git(['rev-parse', '--verify', '--quiet', `refs/tags/${manifest.tag}^{commit}`]);
  } catch {
    tagged = '';
  }
  if (tagged === manifest.commit) return `${manifest.brand}: ${manifest.tag} names ${manifest.commit.slice(0, 12)} already`;
  if (tagged) return `${manifest.brand}: ${manifest.tag} names another commit (${tagged.slice(0, 12)}); left as it is`;
  try {
    git(['cat-file', '-e', `${manifest.commit}^{commit}`]);
  } catch {
    return `${manifest.brand}: untagged (commit ${manifest.commit.slice(0, 12)} is not in this clone)`;
  }
  git(['tag', manifest.tag, manifest.commit]);
  return `${manifest.brand}: tagged ${manifest.tag} at ${manifest.commit.slice(0, 12)}`;
}
