/**
 * Typed cache tags of one feature: `defineTags('content', ['Notices', 'Inbox'])` gives
 * `{ Notices: 'content/Notices', Inbox: 'content/Inbox' }`. Endpoints provide and invalidate these values, never a
 * free string, and the feature prefix keeps one feature's read mark from refetching another feature's lists.
 * Register them with `baseApi.enhanceEndpoints({ addTagTypes: tagTypes(TAGS) })`.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineTags<const F extends string, const N extends readonly string[]>(feature: F, names: N): { readonly [K in N[number]]: `${F}/${K}` } {
  return Object.fromEntries(names.map((name) => [name, `${feature}/${name}`])) as { [K in N[number]]: `${F}/${K}` };
}

/** The tag types of a feature's tags, for `addTagTypes`. */
export function tagTypes<T extends Record<string, string>>(tags: T): T[keyof T][] {
  return Object.values(tags) as T[keyof T][];
}
