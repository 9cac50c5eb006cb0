// @vitest-environment node
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { leanPreloads } from './leanPreloads';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry }) as unknown as Rollup.OutputChunk;

describe('leanPreloads', () => {
  const bundle = [
    chunk('assets/index.js', '/app/src/main.tsx', ['assets/vendor.js'], true),
    chunk('assets/vendor.js', null),
    chunk('assets/store.js', '/app/src/app/start/store.ts', ['assets/session.js']),
    chunk('assets/session.js', null),
    chunk('assets/forms.js', null, ['assets/vendor.js']),
    chunk('assets/LoginPage.js', '/app/packages/auth/src/login/LoginPage.tsx', ['assets/vendor.js', 'assets/session.js', 'assets/forms.js']),
  ];
  const run = () => {
    const lean = leanPreloads('/app/src/app/start');
    const { handler } = lean.plugin.generateBundle as { handler: (options: unknown, bundle: Rollup.OutputBundle) => void };
    handler({}, Object.fromEntries(bundle.map((c) => [c.fileName, c])) as Rollup.OutputBundle);
    return lean.resolveDependencies;
  };

  it("keeps of a lazy import's preloads only the shared chunks that are not loaded at start", () => {
    const deps = ['assets/LoginPage.js', 'assets/vendor.js', 'assets/session.js', 'assets/forms.js'];
    expect(run()('assets/LoginPage.js', deps, { hostId: 'assets/router.js', hostType: 'js' })).toEqual(['assets/forms.js']);
  });

  it("leaves the page's own preloads as they are", () => {
    const deps = ['assets/vendor.js'];
    expect(run()('assets/index.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });
});
