import type { CustomTypeOptions } from 'i18next';
import type { en } from './resources/en';

/** Same shape as T with every leaf widened to `string`: what a translation of `en` must look like. */
export type DeepStringify<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStringify<T[K]> };

/** Dotted paths to the string leaves of T, e.g. `'common.retry' | 'home.categories.RNG'`. */
export type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** The shape every resource file (pt, vi, zh, ...) must have: a missing or extra key is a type error. */
export type Translation = DeepStringify<typeof en>;

/** Every key of the default namespace, usable wherever a key is stored before `t()` is called. */
export type TranslationKey = Paths<typeof en>;

/** Keys of a feature namespace (resources/<namespace>/en.ts), for storing a key before `t()` is called. */
export type NamespaceKey<N extends keyof CustomTypeOptions['resources']> = Paths<CustomTypeOptions['resources'][N]>;
