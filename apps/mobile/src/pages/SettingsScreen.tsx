import { SettingsPage } from '@wl/auth/settings';
import { useProtectionEntry } from '@wl/protection';

/**
 * /m/set: auth's settings page with the entries of packages above auth (it cannot import them): today the
 * responsible gaming page, when the platform offers it.
 */
export function SettingsScreen() {
  const protection = useProtectionEntry();
  return <SettingsPage links={protection ? [protection] : []} />;
}
