/**
 * Layout slots (issue 21, docs/design.md section 7): a screen part a merchant chooses the design of, through the
 * brand's `templates` (and, at run time, the platform's templates laid over them). The first variant of each slot
 * is the one a brand gets when it names none. The platform's `mem_cen` and `dep_func` are numbers; the slots of
 * our own have names.
 */
export const SLOTS = {
  /** the member centre: 0 the classic list of entries, 1 the new one (balance card and a grid of entries) */
  mem_cen: [1, 0],
  /** the deposit page: 1 channel tabs and the form on one screen, 0 the classic list of channels, then the form */
  dep_func: [1, 0],
  /** home: `banners` (banners, ticker, jackpot, then the games) or `games` (vendors and hot games first) */
  home_layout: ['banners', 'games'],
  /** a game in lists: `icon` (square icon grid) or `card` (wide card with the vendor and the name) */
  game_tile: ['icon', 'card'],
  /**
   * the tab bar: `five` (the spec's five: home, promotions, invite friends, rewards, member centre), `deposit` (five,
   * with a raised deposit button in the centre instead of invite friends) or `four` (home, promotions, rewards,
   * member centre); invite friends stays in the side menu
   */
  tab_bar: ['five', 'deposit', 'four'],
  /** home's header: `classic` (logo left, sign-in right) or `centred` (menu, logo in the middle, search) */
  home_header: ['classic', 'centred'],
} as const;

export type Slot = keyof typeof SLOTS;
export type SlotVariant<S extends Slot> = (typeof SLOTS)[S][number];
/** The variant of each slot a brand uses (brand `templates`). */
export type SlotChoice = { [S in Slot]: SlotVariant<S> };
/** Variants a build ships, by slot. */
export type ShippedVariants = { [S in Slot]: readonly SlotVariant<S>[] };

/**
 * The variants a brand's build ships: the ones its templates choose, plus those it names in `variants` so that the
 * platform's templates may switch to them at run time. Every other variant is left out of the build.
 */
export function shippedVariants(brand: { templates: Partial<Record<Slot, unknown>>; variants?: Partial<Record<Slot, readonly unknown[]>> }): ShippedVariants {
  const entries = (Object.keys(SLOTS) as Slot[]).map((slot) => {
    const chosen = brand.templates[slot] ?? SLOTS[slot][0];
    const wanted = new Set<unknown>([chosen, ...(brand.variants?.[slot] ?? [])]);
    return [slot, SLOTS[slot].filter((v) => wanted.has(v))];
  });
  return Object.fromEntries(entries) as ShippedVariants;
}

/** The name of the build constant that is true when a variant is left out of the build (brand Vite plugin). */
export const omitConstant = (slot: Slot, variant: string | number): string => `WL_OMIT_${slot}_${variant}`.toUpperCase();


/**
 * The build constants `import.meta.env.WL_OMIT_<SLOT>_<VARIANT>`: true for each variant the brand's build leaves out,
 * so that the variant's `import()` and its chunk are dropped (`useSlot`); outside a brand build (tests, Storybook)
 * they are undefined and every variant is in. Set by the brand Vite plugin.
 */
export function variantConstants(brand: Parameters<typeof shippedVariants>[0]): Record<string, string> {
  const shipped = shippedVariants(brand);
  return Object.fromEntries(
    (Object.keys(SLOTS) as Slot[]).flatMap((slot) =>
      SLOTS[slot].map((v) => [`import.meta.env.${omitConstant(slot, v)}`, String(!(shipped[slot] as readonly unknown[]).includes(v))]),
    ),
  );
}
