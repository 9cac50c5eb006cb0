import type { RuntimeBrand } from './context';
import { MENU_KEYS } from './keys';
import { SLOTS, shippedVariants, type Slot } from './slotList';

/**
 * The merchant's white-label as the platform answers it (catalogue `whiteLabelMenu` and `whiteLabelTemplates`,
 * product decision 21, docs/decisions/072). A part that is absent was not answered (its call failed): the brand
 * keeps its own for that part.
 */
export interface WhiteLabelAnswer {
  /** the menu keys that are on */
  menu?: readonly string[];
  /** template values by name: slot variants (`mem_cen` and `dep_func` as numbers or "0"/"1") and the download texts */
  templates?: Readonly<Record<string, string | number>>;
}

/** The brand's part the white-label overlays. */
type WhiteLabelled = Pick<RuntimeBrand, 'menu' | 'templates' | 'variants'>;

/** Templates that are text: shown as they are (`app_desc`) or used as a CSS value (the other two). */
const TEXT_TEMPLATES = new Set(['app_background', 'app_desc', 'app_desc_font_color']);
/** What a CSS value from the platform must not hold: it would end the declaration or the rule it is written into. */
const NOT_CSS_VALUE = /[;{}<>\\\n\r]/;

/**
 * The build's brand with the platform's white-label laid over it:
 * - `menu`: the keys the platform answered that are known MENU_KEYS. An empty list is an answer (every key off);
 *   no answer keeps the build's menu.
 * - `templates`: each answered value over the build's, a slot's only when it is a variant this build ships
 *   (`shippedVariants(build)`; any other value leaves the build's choice), the three text templates when they are
 *   text (and, for the two CSS values, one CSS value). Unknown names are dropped.
 * Always from the build's brand: what the build ships does not change with what the platform says.
 */
export function overlayWhiteLabel<B extends WhiteLabelled>(build: B, answer: WhiteLabelAnswer | undefined): B {
  if (!answer?.menu && !answer?.templates) return build;
  const menu = answer.menu ? MENU_KEYS.filter((key) => answer.menu!.includes(key)) : build.menu;
  const templates: Record<string, unknown> = { ...build.templates };
  const shipped = shippedVariants(build);
  for (const [name, raw] of Object.entries(answer.templates ?? {})) {
    if (Object.hasOwn(SLOTS, name)) {
      // the platform's numbered slots may come as strings ("0", "1")
      const value = typeof raw === 'string' && /^\d$/.test(raw) ? Number(raw) : raw;
      if ((shipped[name as Slot] as readonly unknown[]).includes(value)) templates[name] = value;
    } else if (TEXT_TEMPLATES.has(name) && typeof raw === 'string' && (name === 'app_desc' || !NOT_CSS_VALUE.test(raw))) {
      templates[name] = raw;
    }
  }
  return { ...build, menu, templates } as B;
}
