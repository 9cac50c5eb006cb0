import type { ComponentType } from 'react';
import { useProtectionEntry } from '@wl/protection';

type Link = { to: string; label: string };

/**
 * The settings page with the entries of packages above the accounts package (auth cannot import them): today the
 * responsible gaming page, when the platform offers it.
 */
export function withPackageEntries(Settings: ComponentType<{ links?: readonly Link[] }>): ComponentType {
  return function SettingsScreen() {
    const protection = useProtectionEntry();
    return <Settings links={protection ? [protection] : []} />;
  };
}
