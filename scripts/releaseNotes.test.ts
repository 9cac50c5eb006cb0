import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changelogEntries, pendingChangesets, releaseNotes } from './lib/releaseNotes.mjs';

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
