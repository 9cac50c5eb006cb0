import type { Plugin } from 'vite';
import { chunksOf, importClosure, isStartStep, modulePreloads } from './chunkGraph';

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
        const chunks = chunksOf(bundle);
        const steps = [...chunks.values()].filter((chunk) => isStartStep(chunk, folder));
        if (!steps.length) throw new Error(`no start step chunk from ${folder}`);
        const files = importClosure(chunks, steps);
        return { html, tags: modulePreloads(files, html, base) };
      },
    },
  };
}
