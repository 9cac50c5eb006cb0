import type { Plugin, Rollup } from 'vite';
import { omitConstant, SLOTS, type BrandPluginApi, type Slot } from '@wl/brand/node';
import { chunksOf, importClosure, modulePreloads } from './chunkGraph';

/** What a build ships of each layout slot: the chunk file of each variant in the build. */
export type VariantFiles = Partial<Record<Slot, Record<string, string>>>;

/** `<key>: !import.meta.env.WL_OMIT_<SLOT>_<VARIANT> && variant(() => import('<file>'), ...)`, as `useSlot`'s callers write it. */
const VARIANT_IMPORT = /import\.meta\.env\.(WL_OMIT_[A-Z0-9_]+)\s*&&\s*variant\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\2\s*\)/g;
const BY_CONSTANT = new Map(
  (Object.keys(SLOTS) as Slot[]).flatMap((slot) => SLOTS[slot].map((v) => [omitConstant(slot, v), { slot, variant: String(v) }] as const)),
);
export const VARIANTS_FILE = '.vite/variants.json';

/**
 * The layout variants of a build (issue 21): finds each slot variant's module where `useSlot`'s callers import it,
 * writes which chunk ships each variant into `.vite/variants.json` (release.json lists it) and preloads, with the
 * page, the chunk of the designs the brand shows at start (`preload` slots: home's layout, its header, the tab
 * bar), so that a lazy design costs no extra round trip. `api.shownAtStart(id)` names those designs' modules for a
 * code-splitting group (vite.config.ts): one chunk for the three rather than three small ones (decision 073). A
 * variant the brand leaves out has no chunk: its import was dropped with its build constant; one it ships for the
 * platform's templates to switch to is a chunk of its own, loaded only when shown.
 */
export function variantChunks(preload: readonly Slot[]): Plugin & { api: { shownAtStart: (id: string) => boolean } } {
  const modules = new Map<string, { slot: Slot; variant: string }>();
  let base = '/';
  let brand: BrandPluginApi | undefined;
  const files = (bundle: Rollup.OutputBundle): VariantFiles => {
    const out: VariantFiles = {};
    for (const chunk of chunksOf(bundle).values()) {
      for (const id of chunk.moduleIds) {
        const found = modules.get(id);
        if (found) out[found.slot] = { ...out[found.slot], [found.variant]: chunk.fileName };
      }
    }
    return out;
  };
  /** a design home shows at start (a `preload` slot's variant the brand chooses) */
  const shownAtStart = (id: string): boolean => {
    const found = modules.get(id);
    return !!found && preload.includes(found.slot) && String(brand?.config().templates[found.slot] ?? SLOTS[found.slot][0]) === found.variant;
  };
  return {
    api: { shownAtStart },
    name: 'wl:variant-chunks',
    apply: 'build',
    // before the build constants are replaced: the source still names each variant's constant
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
      brand = config.plugins.find((plugin) => plugin.name === 'wl-brand')?.api as BrandPluginApi | undefined;
      if (!brand) throw new Error('variantChunks needs the brand plugin (@wl/brand/node brandPlugin)');
    },
    async transform(code, id) {
      if (!code.includes('WL_OMIT_')) return null;
      for (const [, constant = '', , source = ''] of code.matchAll(VARIANT_IMPORT)) {
        const found = BY_CONSTANT.get(constant);
        if (!found) this.error(`${constant} names no layout variant (packages/brand/src/slotList.ts)`);
        const resolved = await this.resolve(source, id);
        if (resolved) modules.set(resolved.id, found);
      }
      return null;
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: VARIANTS_FILE, source: `${JSON.stringify(files(bundle), null, 2)}\n` });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = chunksOf(bundle);
        const shipped = files(bundle);
        const shown = preload.map((slot) => {
          const chosen = String(brand!.config().templates[slot] ?? SLOTS[slot][0]);
          const file = shipped[slot]?.[chosen];
          if (!file) throw new Error(`the build has no chunk of ${slot} ${chosen}, the variant its brand shows`);
          return chunks.get(file)!;
        });
        const distinct = [...new Set(shown)];
        return { html, tags: modulePreloads(importClosure(chunks, distinct), html, base) };
      },
    },
  };
}
