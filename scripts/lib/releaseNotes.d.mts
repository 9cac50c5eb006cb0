// Types of releaseNotes.mjs for the TypeScript that imports it (scripts/releaseNotes.test.ts).

export interface PendingChange {
  changeset: string;
  bump: 'major' | 'minor' | 'patch';
  summary: string;
}

export interface ReleaseNotes {
  apiHost: string;
  languages: { default: string; enabled: string[] };
  tag: string;
  changes: { released: string[]; pending: PendingChange[] };
}

export function releaseTag(packageName: string, version: string): string;
export function pendingChangesets(changesetDir: string, packages: string[]): PendingChange[];
export function changelogEntries(changelogFile: string, version: string): string[];
export function releaseNotes(input: {
  root: string;
  /** the brands folder (default: <root>/brands) */
  brandsDir?: string;
  id: string;
  config: { api: { baseUrl: string }; languages: { default: string; enabled: string[] } };
  packageName: string;
  version: string;
}): ReleaseNotes;
export declare function tagRelease(options: {
  root: string;
  manifest: { brand: string; tag?: string | null; untagged?: string; commit: string };
  git?: (args: string[]) => string;
}): string;
