import path from 'node:path';
import type { HtmlTagDescriptor, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/** The JS chunks of a bundle by file name. */
export function chunksOf(bundle: Rollup.OutputBundle): Map<string, OutputChunk> {
  return new Map(
    Object.values(bundle)
      .filter((output): output is OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
}

/** Whether a chunk is one of the start steps main.tsx imports one after another (the modules of `folder`). */
export const isStartStep = (chunk: OutputChunk, folder: string): boolean => !!chunk.facadeModuleId && path.dirname(chunk.facadeModuleId) === folder;

/** The file names of `roots` and of every chunk they import statically, recursively. */
export function importClosure(chunks: Map<string, OutputChunk>, roots: Iterable<OutputChunk>): Set<string> {
  const files = new Set<string>();
  const add = (chunk: OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.imports) add(chunks.get(file));
  };
  for (const chunk of roots) add(chunk);
  return files;
}

/** `<link rel="modulepreload">` tags for `files` that the page does not load already (its own script tags). */
export function modulePreloads(files: Iterable<string>, html: string, base: string): HtmlTagDescriptor[] {
  return [...files]
    .filter((file) => !html.includes(`${base}${file}"`))
    .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const }));
}
