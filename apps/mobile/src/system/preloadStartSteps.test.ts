// @vitest-environment node
import type { HtmlTagDescriptor, IndexHtmlTransformContext, IndexHtmlTransformResult, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadStartSteps } from './preloadStartSteps';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports }) as unknown as Rollup.OutputChunk;

/** Runs the plugin's index.html transform over a bundle of chunks. */
function transform(html: string, chunks: Rollup.OutputChunk[]) {
  const plugin = preloadStartSteps('/app/src/app/start');
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c])) as Rollup.OutputBundle;
  const { handler } = plugin.transformIndexHtml as { handler: (html: string, ctx: IndexHtmlTransformContext) => IndexHtmlTransformResult };
  return handler(html, { path: '/index.html', filename: 'index.html', bundle }) as { html: string; tags: HtmlTagDescriptor[] };
}

describe('preloadStartSteps', () => {
  const html = '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/vendor.js">';
  const bundle = [
    chunk('assets/index.js', '/app/src/main.tsx', ['assets/vendor.js']),
    chunk('assets/vendor.js', null),
    chunk('assets/store.js', '/app/src/app/start/store.ts', ['assets/shared.js', 'assets/vendor.js']),
    chunk('assets/render.js', '/app/src/app/start/render.tsx', ['assets/shared.js']),
    chunk('assets/shared.js', null),
    chunk('assets/LoginPage.js', '/app/packages/auth/src/login/LoginPage.tsx', ['assets/shared.js']),
  ];

  it('preloads every start step and the chunks it imports, once, and nothing the page already preloads', () => {
    const hrefs = transform(html, bundle).tags.map((tag) => tag.attrs?.href);
    expect(hrefs.sort()).toEqual(['/assets/render.js', '/assets/shared.js', '/assets/store.js']);
  });

  it('fails the build when the start steps have no chunks of their own', () => {
    expect(() => transform(html, bundle.slice(0, 2))).toThrow(/no start step chunk/);
  });
});
