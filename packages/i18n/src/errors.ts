import { en } from './resources/en';
import type { TranslationKey } from './types';

/** Maps a platform error code (`session.expired`, `free_reject`, ...) to its key under `errors`. */
export function errorMessageKey(code: string): TranslationKey {
  const key = code.replaceAll('.', '_');
  return Object.hasOwn(en.errors, key) ? (`errors.${key}` as TranslationKey) : 'errors.unknown';
}
