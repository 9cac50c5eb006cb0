import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;
type ResolveDependencies = (filename: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/**
 * Short preload lists for lazy imports (decision 069). Vite preloads, with every `import()`, the chunk and all the
 * chunks it imports, and writes their file names into the importing chunk. Most of those names are chunks every
 * page has loaded at start (the entry, its static imports, the start steps of `startFolder` and theirs): they were
 * about 2 KB of names in the home route's initial JS, which preload nothing. A lazy import keeps in its list only the
 * chunks it shares with other lazy screens and that are not loaded yet; the chunk itself is fetched by the
 * `import()` in the same instant. The page's own preloads (hostType html) are left as they are.
 */
export function leanPreloads(startFolder: string): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  const loadedAtStart = new Set<string>();
  const plugin: Plugin = {
    name: 'wl:lean-preloads',
    apply: 'build',
    // before Vite writes the preload lists into the chunks (its generateBundle), which calls resolveDependencies
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedAtStart.clear();
        const chunks = new Map(
          Object.values(bundle)
            .filter((output): output is OutputChunk => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const add = (chunk: OutputChunk | undefined) => {
          if (!chunk || loadedAtStart.has(chunk.fileName)) return;
          loadedAtStart.add(chunk.fileName);
          for (const file of chunk.imports) add(chunks.get(file));
        };
        for (const chunk of chunks.values()) {
          if (chunk.isEntry || (chunk.facadeModuleId && path.dirname(chunk.facadeModuleId) === startFolder)) add(chunk);
        }
      },
    },
  };
  const resolveDependencies: ResolveDependencies = (filename, deps, { hostType }) =>
    hostType === 'html' ? deps : deps.filter((dep) => dep !== filename && !loadedAtStart.has(dep));
  return { plugin, resolveDependencies };
}
