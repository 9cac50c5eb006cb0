import type { ResourceLanguage } from './languages';

/**
 * Feature namespaces: each is its own chunk per language, loaded with the screens that use it
 * (`useTranslation('accounts')` suspends until it is there), so the home route does not carry every
 * feature's text. The default namespace `translation` (resources/en.ts) holds the shell-wide text.
 */
export const NAMESPACES = ['accounts', 'games', 'storefront', 'agent', 'cashier', 'rewards', 'protection'] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Loader = () => Promise<Record<string, unknown>>;

/**
 * Each namespace's loader per language; `false` for a language the brand's build leaves out (its build constant,
 * languages.ts omitLanguageConstant): the import and its chunk are dropped.
 */
export const namespaceLoaders: Record<Namespace, Record<ResourceLanguage, Loader | false>> = {
  accounts: {
    en: () => import('./resources/accounts/en').then((m) => m.en),
    pt: !import.meta.env.WL_OMIT_LANGUAGE_PT && (() => import('./resources/accounts/pt').then((m) => m.pt)),
    vi: !import.meta.env.WL_OMIT_LANGUAGE_VI && (() => import('./resources/accounts/vi').then((m) => m.vi)),
    zh: !import.meta.env.WL_OMIT_LANGUAGE_ZH && (() => import('./resources/accounts/zh').then((m) => m.zh)),
  },
  games: {
    en: () => import('./resources/games/en').then((m) => m.en),
    pt: !import.meta.env.WL_OMIT_LANGUAGE_PT && (() => import('./resources/games/pt').then((m) => m.pt)),
    vi: !import.meta.env.WL_OMIT_LANGUAGE_VI && (() => import('./resources/games/vi').then((m) => m.vi)),
    zh: !import.meta.env.WL_OMIT_LANGUAGE_ZH && (() => import('./resources/games/zh').then((m) => m.zh)),
  },
  storefront: {
    en: () => import('./resources/storefront/en').then((m) => m.en),
    pt: !import.meta.env.WL_OMIT_LANGUAGE_PT && (() => import('./resources/storefront/pt').then((m) => m.pt)),
    vi: !import.meta.env.WL_OMIT_LANGUAGE_VI && (() => import('./resources/storefront/vi').then((m) => m.vi)),
    zh: !import.meta.env.WL_OMIT_LANGUAGE_ZH && (() => import('./resources/storefront/zh').then((m) => m.zh)),
  },
  agent: {
    en: () => import('./resources/agent/en').then((m) => m.en),
    pt: !import.meta.env.WL_OMIT_LANGUAGE_PT && (() => import('./resources/agent/pt').then((m) => m.pt)),
    vi: !import.meta.env.WL_OMIT_LANGUAGE_VI && (() => import('./resources/agent/vi').then((m) => m.vi)),
    zh: !import.meta.env.WL_OMIT_LANGUAGE_ZH && (() => import('./resources/agent/zh').then((m) => m.zh)),
  },
  cashier: {
    en: () => import('./resources/cashier/en').then((m) => m.en),
    pt: !import.meta.env.WL_OMIT_LANGUAGE_PT && (() => import('./resources/cashier/pt').then((m) => m.pt)),
    vi: !import.meta.env.WL_OMIT_LANGUAGE_VI && (() => import('./resources/cashier/vi').then((m) => m.vi)),
    zh: !import.meta.env.WL_OMIT_LANGUAGE_ZH && (() => import('./resources/cashier/zh').then((m) => m.zh)),
  },
  rewards: {
    en: () => import('./resources/rewards/en').then((m) => m.en),
    pt: !import.meta.env.WL_OMIT_LANGUAGE_PT && (() => import('./resources/rewards/pt').then((m) => m.pt)),
    vi: !import.meta.env.WL_OMIT_LANGUAGE_VI && (() => import('./resources/rewards/vi').then((m) => m.vi)),
    zh: !import.meta.env.WL_OMIT_LANGUAGE_ZH && (() => import('./resources/rewards/zh').then((m) => m.zh)),
  },
  protection: {
    en: () => import('./resources/protection/en').then((m) => m.en),
    pt: !import.meta.env.WL_OMIT_LANGUAGE_PT && (() => import('./resources/protection/pt').then((m) => m.pt)),
    vi: !import.meta.env.WL_OMIT_LANGUAGE_VI && (() => import('./resources/protection/vi').then((m) => m.vi)),
    zh: !import.meta.env.WL_OMIT_LANGUAGE_ZH && (() => import('./resources/protection/zh').then((m) => m.zh)),
  },
};

export function isNamespace(name: string): name is Namespace {
  return (NAMESPACES as readonly string[]).includes(name);
}
