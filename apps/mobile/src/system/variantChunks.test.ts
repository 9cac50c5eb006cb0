// @vitest-environment node
import type { HtmlTagDescriptor, IndexHtmlTransformContext, IndexHtmlTransformResult, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { variantChunks, VARIANTS_FILE } from './variantChunks';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], moduleIds = facadeModuleId ? [facadeModuleId] : []) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports, moduleIds }) as unknown as Rollup.OutputChunk;

const SOURCE = `const VARIANTS = {
  five: !import.meta.env.WL_OMIT_TAB_BAR_FIVE && variant(() => import('./tabBar/FiveTabs'), 'FiveTabs'),
  deposit: !import.meta.env.WL_OMIT_TAB_BAR_DEPOSIT && variant(() => import('./tabBar/DepositTabs'), 'DepositTabs'),
  four: !import.meta.env.WL_OMIT_TAB_BAR_FOUR && variant(() => import('./tabBar/FourTabs'), 'FourTabs'),
};`;

/** The plugin after a build of a brand whose tab bar is `four`, with the chunks of `bundle`. */
async function build(bundle: Rollup.OutputChunk[], source = SOURCE) {
  const plugin = variantChunks(['tab_bar']);
  const brand = { name: 'wl-brand', api: { config: () => ({ templates: { tab_bar: 'four' } }) } };
  (plugin.configResolved as (config: unknown) => void)({ base: '/', plugins: [brand] });
  const context = {
    resolve: async (source: string) => ({ id: `/app/src/shell/${source.slice(2)}.tsx` }),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  await (plugin.transform as (this: unknown, code: string, id: string) => Promise<unknown>).call(context, source, '/app/src/shell/TabBar.tsx');
  const output = Object.fromEntries(bundle.map((c) => [c.fileName, c])) as Rollup.OutputBundle;
  const emitted: { fileName: string; source: string }[] = [];
  (plugin.generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void).call({ emitFile: (file: never) => emitted.push(file) }, {}, output);
  const { handler } = plugin.transformIndexHtml as { handler: (html: string, ctx: IndexHtmlTransformContext) => IndexHtmlTransformResult };
  const html = () => handler('<script type="module" src="/assets/index.js"></script>', { path: '/index.html', filename: 'index.html', bundle: output }) as { tags: HtmlTagDescriptor[] };
  return { shipped: JSON.parse(emitted.find((file) => file.fileName === VARIANTS_FILE)!.source) as unknown, html };
}

describe('variantChunks', () => {
  const bundle = [
    chunk('assets/index.js', '/app/src/main.tsx'),
    chunk('assets/FourTabs.js', '/app/src/shell/tabBar/FourTabs.tsx', ['assets/frame.js']),
    chunk('assets/FiveTabs.js', '/app/src/shell/tabBar/FiveTabs.tsx', ['assets/frame.js']),
    chunk('assets/frame.js', null),
  ];

  it('writes which chunk ships each variant in the build (the left-out ones have none)', async () => {
    const { shipped } = await build(bundle);
    expect(shipped).toEqual({ tab_bar: { four: 'assets/FourTabs.js', five: 'assets/FiveTabs.js' } });
  });

  it('preloads the chunks of the design the brand shows, and what they import', async () => {
    const { html } = await build(bundle);
    expect(html().tags.map((tag) => tag.attrs?.href)).toEqual(['/assets/FourTabs.js', '/assets/frame.js']);
  });

  it('finds a design in a chunk of several (the designs home shows at start are one chunk)', async () => {
    const grouped = [
      chunk('assets/index.js', '/app/src/main.tsx'),
      chunk('assets/designs.js', null, [], ['/app/src/shell/tabBar/FourTabs.tsx', '/app/src/pages/home/BannersFirst.tsx']),
      chunk('assets/FiveTabs.js', '/app/src/shell/tabBar/FiveTabs.tsx'),
    ];
    const { shipped, html } = await build(grouped);
    expect(shipped).toEqual({ tab_bar: { four: 'assets/designs.js', five: 'assets/FiveTabs.js' } });
    expect(html().tags.map((tag) => tag.attrs?.href)).toEqual(['/assets/designs.js']);
  });

  it('fails the build when the design the brand shows has no chunk', async () => {
    const { html } = await build(bundle.filter((c) => c.fileName !== 'assets/FourTabs.js'));
    expect(html).toThrow(/no chunk of tab_bar four/);
  });

  it('refuses a build constant that names no variant', async () => {
    await expect(build(bundle, `x: !import.meta.env.WL_OMIT_TAB_BAR_SIX && variant(() => import('./tabBar/Six'), 'Six')`)).rejects.toThrow(/names no layout variant/);
  });
});
