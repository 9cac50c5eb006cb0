import type { Plugin } from 'vite';
import { chunksOf, importClosure, isStartStep } from './chunkGraph';

type ResolveDependencies = (filename: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/**
 * Short preload lists for lazy imports (decision 069). Vite preloads, with every `import()`, the chunk and all the
 * chunks it imports, and writes their file names into the importing chunk. Most of those names are chunks every
 * page has loaded at start (the entry, its static imports, the start steps of `startFolder` and theirs): they were
 * about 1 KB (brotli) of names in the home route's initial JS, which preload nothing. A lazy import keeps in its list only the
 * chunks it shares with other lazy screens and that are not loaded yet; the chunk itself is fetched by the
 * `import()` in the same instant. The page's own preloads (hostType html) are left as they are.
 */
export function leanPreloads(startFolder: string): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let loadedAtStart = new Set<string>();
  const plugin: Plugin = {
    name: 'wl:lean-preloads',
    apply: 'build',
    // before Vite writes the preload lists into the chunks (its generateBundle), which calls resolveDependencies
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const atStart = [...chunks.values()].filter((chunk) => chunk.isEntry || isStartStep(chunk, startFolder));
        loadedAtStart = importClosure(chunks, atStart);
      },
    },
  };
  const resolveDependencies: ResolveDependencies = (filename, deps, { hostType }) =>
    hostType === 'html' ? deps : deps.filter((dep) => dep !== filename && !loadedAtStart.has(dep));
  return { plugin, resolveDependencies };
}
