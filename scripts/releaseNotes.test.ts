import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changelogEntries, pendingChangesets, releaseNotes, tagRelease } from './lib/releaseNotes.mjs';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'release-notes-'));

describe('release notes of a brand', () => {
  it("lists the pending changesets that touch the brand or the app, not another brand's", () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'README.md'), '# Changesets');
    fs.writeFileSync(path.join(dir, 'a-sol.md'), "---\n'@wl-brands/sol': minor\n---\n\nSol speaks Brazilian\nPortuguese.\n\nMore detail.\n");
    fs.writeFileSync(path.join(dir, 'b-app.md'), '---\n"@wl/mobile": patch\n---\n\nA fix for every brand.\n');
    fs.writeFileSync(path.join(dir, 'c-lotus.md'), "---\n'@wl-brands/lotus': major\n---\n\nLotus only.\n");
    expect(pendingChangesets(dir, ['@wl-brands/sol', '@wl/mobile'])).toEqual([
      { changeset: 'a-sol', bump: 'minor', summary: 'Sol speaks Brazilian Portuguese.' },
      { changeset: 'b-app', bump: 'patch', summary: 'A fix for every brand.' },
    ]);
  });

  it("reads the version's entries of a changesets CHANGELOG.md", () => {
    const file = path.join(tmp(), 'CHANGELOG.md');
    fs.writeFileSync(file, '# @wl-brands/sol\n\n## 0.3.0\n\n### Minor Changes\n\n- 1a2b3c: Player protection\n- 4d5e6f: Own icons\n\n## 0.2.0\n\n- old entry\n');
    expect(changelogEntries(file, '0.3.0')).toEqual(['1a2b3c: Player protection', '4d5e6f: Own icons']);
    expect(changelogEntries(file, '9.9.9')).toEqual([]);
  });

  it('states the API host, the languages and the tag', () => {
    const root = tmp();
    const config = { api: { baseUrl: 'https://api.solbet.example/' }, languages: { default: 'pt', enabled: ['en', 'pt'] } };
    expect(releaseNotes({ root, id: 'sol', config, packageName: '@wl-brands/sol', version: '0.3.0' })).toEqual({
      apiHost: 'api.solbet.example',
      languages: { default: 'pt', enabled: ['en', 'pt'] },
      tag: '@wl-brands/sol@0.3.0',
      changes: { released: [], pending: [] },
    });
    expect(releaseNotes({ root, id: 'x', config: { ...config, api: { baseUrl: '/' } }, packageName: '@wl-brands/x', version: '1.0.0' }).apiHost).toBe('same origin');
  });
});

describe('the git tag of a published release', () => {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-tags-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('is created at the release commit when published, never moved, and never made for an untagged build', () => {
    git('init', '-q');
    for (const message of ['first', 'second']) git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '--allow-empty', '-m', message);
    const [second, first] = git('log', '--format=%H').split('\n') as [string, string];
    const manifest = { brand: 'sol', tag: '@wl-brands/sol@1.2.0', commit: first };
    expect(tagRelease({ root: repo, manifest })).toBe(`sol: tagged @wl-brands/sol@1.2.0 at ${first.slice(0, 12)}`);
    expect(git('rev-parse', '@wl-brands/sol@1.2.0^{commit}')).toBe(first);
    expect(tagRelease({ root: repo, manifest })).toBe(`sol: @wl-brands/sol@1.2.0 names ${first.slice(0, 12)} already`);
    // the same version built from another commit: the tag stays where it is
    expect(tagRelease({ root: repo, manifest: { ...manifest, commit: second } })).toContain('names another commit');
    expect(git('rev-parse', '@wl-brands/sol@1.2.0^{commit}')).toBe(first);
    expect(tagRelease({ root: repo, manifest: { brand: 'sol', tag: null, untagged: 'built from uncommitted changes', commit: `${second}-dirty` } })).toBe(
      'sol: untagged (built from uncommitted changes)',
    );
    expect(tagRelease({ root: repo, manifest: { ...manifest, tag: '@wl-brands/sol@1.3.0', commit: 'f'.repeat(40) } })).toContain('is not in this clone');
    expect(git('tag', '--list')).toBe('@wl-brands/sol@1.2.0');
  });
});
