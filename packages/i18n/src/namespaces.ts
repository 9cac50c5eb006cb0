import type { ResourceLanguage } from './languages';

/**
 * Feature namespaces: each is its own chunk per language, loaded with the screens that use it
 * (`useTranslation('accounts')` suspends until it is there), so the home route does not carry every
 * feature's text. The default namespace `translation` (resources/en.ts) holds the shell-wide text.
 */
export const NAMESPACES = ['accounts', 'games', 'storefront', 'agent', 'cashier', 'rewards', 'protection'] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Loader = () => Promise<Record<string, unknown>>;

export const namespaceLoaders: Record<Namespace, Record<ResourceLanguage, Loader>> = {
  accounts: {
    en: () => import('./resources/accounts/en').then((m) => m.en),
    pt: () => import('./resources/accounts/pt').then((m) => m.pt),
    vi: () => import('./resources/accounts/vi').then((m) => m.vi),
    zh: () => import('./resources/accounts/zh').then((m) => m.zh),
  },
  games: {
    en: () => import('./resources/games/en').then((m) => m.en),
    pt: () => import('./resources/games/pt').then((m) => m.pt),
    vi: () => import('./resources/games/vi').then((m) => m.vi),
    zh: () => import('./resources/games/zh').then((m) => m.zh),
  },
  storefront: {
    en: () => import('./resources/storefront/en').then((m) => m.en),
    pt: () => import('./resources/storefront/pt').then((m) => m.pt),
    vi: () => import('./resources/storefront/vi').then((m) => m.vi),
    zh: () => import('./resources/storefront/zh').then((m) => m.zh),
  },
  agent: {
    en: () => import('./resources/agent/en').then((m) => m.en),
    pt: () => import('./resources/agent/pt').then((m) => m.pt),
    vi: () => import('./resources/agent/vi').then((m) => m.vi),
    zh: () => import('./resources/agent/zh').then((m) => m.zh),
  },
  cashier: {
    en: () => import('./resources/cashier/en').then((m) => m.en),
    pt: () => import('./resources/cashier/pt').then((m) => m.pt),
    vi: () => import('./resources/cashier/vi').then((m) => m.vi),
    zh: () => import('./resources/cashier/zh').then((m) => m.zh),
  },
  rewards: {
    en: () => import('./resources/rewards/en').then((m) => m.en),
    pt: () => import('./resources/rewards/pt').then((m) => m.pt),
    vi: () => import('./resources/rewards/vi').then((m) => m.vi),
    zh: () => import('./resources/rewards/zh').then((m) => m.zh),
  },
  protection: {
    en: () => import('./resources/protection/en').then((m) => m.en),
    pt: () => import('./resources/protection/pt').then((m) => m.pt),
    vi: () => import('./resources/protection/vi').then((m) => m.vi),
    zh: () => import('./resources/protection/zh').then((m) => m.zh),
  },
};

export function isNamespace(name: string): name is Namespace {
  return (NAMESPACES as readonly string[]).includes(name);
}
