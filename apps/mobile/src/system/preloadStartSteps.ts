import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * The start steps (the modules in `folder`), which main.tsx imports one after another to evaluate each in a task
 * of its own, are still part of every page's start: the page preloads their chunks and the chunks those import,
 * like the entry's own imports (decision 032). Otherwise they would be asked for only once the entry has run.
 */
export function preloadStartSteps(folder: string): Plugin {
  let base = '/';
  return {
    name: 'wl:preload-start-steps',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = new Map(
          Object.values(bundle)
            .filter((output): output is OutputChunk => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const files = new Set<string>();
        const add = (chunk: OutputChunk | undefined) => {
          if (!chunk || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) add(chunks.get(file));
        };
        const steps = [...chunks.values()].filter((chunk) => chunk.facadeModuleId && path.dirname(chunk.facadeModuleId) === folder);
        if (!steps.length) throw new Error(`no start step chunk from ${folder}`);
        steps.forEach(add);
        return {
          html,
          tags: [...files]
            .filter((file) => !html.includes(`${base}${file}"`))
            .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const })),
        };
      },
    },
  };
}
