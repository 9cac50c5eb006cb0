// Types `t()` (i18next and react-i18next's useTranslation) with the keys of en.ts and of each feature namespace.
// index.ts references this file, so every package importing @wl/i18n gets it.
import type { en } from './resources/en';
import type { en as accounts } from './resources/accounts/en';
import type { en as agent } from './resources/agent/en';
import type { en as cashier } from './resources/cashier/en';
import type { en as rewards } from './resources/rewards/en';
import type { en as protection } from './resources/protection/en';
import type { en as games } from './resources/games/en';
import type { en as storefront } from './resources/storefront/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; accounts: typeof accounts; games: typeof games; storefront: typeof storefront; agent: typeof agent; cashier: typeof cashier; rewards: typeof rewards; protection: typeof protection };
  }
}
