import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { BrandProvider, useBrand, useBrandAssets, type RuntimeBrand } from './context';
import { SLOTS, type Slot, type SlotVariant } from './slotList';

/** A variant's component, loaded as its own chunk the first time it renders; `false` when the build leaves it out. */
export type SlotVariants<S extends Slot, P> = Record<SlotVariant<S>, ComponentType<P> | false>;

/**
 * One variant's lazy component: `load` is the variant's `import()`, written behind its build constant so that a
 * build that leaves the variant out drops the import and its chunk:
 * `four: !import.meta.env.WL_OMIT_TAB_BAR_FOUR && variant(() => import('./variants/FourTabs'), 'FourTabs')`.
 */
export function variant<P, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): ComponentType<P> {
  return lazy(() => load().then((m): { default: ComponentType<P> } => ({ default: m[name] }))) as ComponentType<P>;
}

/**
 * The design of a slot this brand shows, given `props`: its templates' choice; a choice the build left out falls
 * back to the first shipped one. Wrap it in a Suspense that keeps the design's place while its chunk loads.
 */
export function LayoutSlot<S extends Slot, P extends object>({ slot, variants, props }: { slot: S; variants: SlotVariants<S, P>; props: P }) {
  return createElement(useSlot(slot, variants), props);
}

/**
 * The design's component itself, for a list that draws it many times (the game tiles of a grid); a single design
 * renders through `LayoutSlot`.
 */
export function useSlot<S extends Slot, P>(slot: S, variants: SlotVariants<S, P>): ComponentType<P> {
  const brand = useBrand();
  const chosen = brand.templates[slot as keyof typeof brand.templates] as SlotVariant<S> | undefined;
  const pick = chosen !== undefined ? variants[chosen] : false;
  if (pick) return pick;
  const shipped = SLOTS[slot].map((v) => variants[v as SlotVariant<S>]).find(Boolean);
  if (!shipped) throw new Error(`no variant of ${slot} in this build`);
  return shipped;
}

/**
 * Its children see the brand with `templates` laid over its own (stories show each design of a slot, whichever the
 * toolbar's brand chooses).
 */
export function WithTemplates({ templates, children }: { templates: Partial<RuntimeBrand['templates']>; children: ReactNode }) {
  const brand = useBrand();
  const assets = useBrandAssets();
  return createElement(BrandProvider, { brand: { ...brand, templates: { ...brand.templates, ...templates } }, assets, children });
}
