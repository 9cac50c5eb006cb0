// Types `t()` (i18next and react-i18next's useTranslation) with the keys of en.ts.
// index.ts references this file, so every package importing @wl/i18n gets it.
import type { en } from './resources/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
