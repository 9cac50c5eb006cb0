import { useTranslation } from '@wl/i18n';
import { useProtectionRulesQuery } from './protectionApi';

/** The responsible gaming page's address. */
export const RESPONSIBLE_GAMING_PATH = '/m/responsibleGaming';

/**
 * The entry to the responsible gaming page (member centre, settings, footer): there only when the platform answers
 * the module's rules (product decision 22), and once its label's text has loaded (no suspense: an entry never holds
 * up the list it sits in).
 */
export function useProtectionEntry(): { to: string; label: string } | null {
  const rules = useProtectionRulesQuery();
  const { t, ready } = useTranslation('protection', { useSuspense: false });
  return rules.isSuccess && ready ? { to: RESPONSIBLE_GAMING_PATH, label: t('entry') } : null;
}
