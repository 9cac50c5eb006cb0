// What a brand's release says about itself beyond its files (issue 21 item 7): the API host it calls, its
// languages, its version tag, and the changelog entries since its previous release.
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
