import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { FlagKey, MenuKey } from './keys';
import type { BrandConfig } from './schema';

/**
 * What of `security` the site applies itself (platform URLs, @wl/api-client `brandUrlPolicy`); the rest is nginx's.
 * Absent in a test brand: no launch host list, https only.
 */
export type RuntimeSecurity = Pick<BrandConfig['security'], 'launchHosts' | 'allowHttp'>;

/**
 * The brand as the app sees it at run time: tokens become CSS, so they are not shipped as data; the API's public
 * key is a module of its own (`virtual:brand-key`), loaded with the first encrypted call, not at start.
 */
export type RuntimeBrand = Omit<BrandConfig, 'tokens' | 'security' | 'api'> & { api: Omit<BrandConfig['api'], 'publicKey'>; security?: RuntimeSecurity };
/** URLs of the brand's asset files, by asset name (the optional ones only when the brand has them). */
export type BrandAssets = BrandConfig['assets'];

interface BrandContextValue {
  brand: RuntimeBrand;
  assets: BrandAssets;
}

const BrandContext = createContext<BrandContextValue | null>(null);

export function BrandProvider({ brand, assets, children }: BrandContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ brand, assets }), [brand, assets]);
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

function useBrandContext(): BrandContextValue {
  const value = useContext(BrandContext);
  if (!value) throw new Error('useBrand must be used inside <BrandProvider>');
  return value;
}

export function useBrand(): RuntimeBrand {
  return useBrandContext().brand;
}

export function useBrandAssets(): BrandAssets {
  return useBrandContext().assets;
}

/** The logo for the current colour mode: the brand's drawing for that mode when it has one, else its logo. */
export function useBrandLogo(): string {
  const assets = useBrandAssets();
  const { mode } = useColorMode();
  return (mode === 'dark' ? assets.logoDark : assets.logoLight) ?? assets.logo;
}

/** Whether a white-label flag is on for this brand. Components read flags, never the brand id. */
export function useFlag(key: FlagKey): boolean {
  return useBrandContext().brand.flags[key];
}

/** Whether the white-label menu enables a key. */
export function useMenuKey(key: MenuKey): boolean {
  return useBrandContext().brand.menu.includes(key);
}

// ---- colour mode -------------------------------------------------------------------------------

export type ColorMode = 'dark' | 'light';
/** localStorage key of the player's colour mode choice (spec: theme, dark or light). */
export const THEME_STORAGE_KEY = 'theme';

const listeners = new Set<() => void>();

function readMode(fallback: ColorMode): ColorMode {
  const attr = typeof document === 'undefined' ? null : document.documentElement.dataset.theme;
  return attr === 'dark' || attr === 'light' ? attr : fallback;
}

/** A brand's default mode: a mode, or `system` (the phone's setting until the player chooses). */
export type DefaultMode = BrandConfig['theme']['defaultMode'];

const DARK_SCHEME = '(prefers-color-scheme: dark)';

/** The mode a brand's default stands for on this device now. */
export function defaultColorMode(mode: DefaultMode): ColorMode {
  if (mode !== 'system') return mode;
  return typeof matchMedia === 'function' && matchMedia(DARK_SCHEME).matches ? 'dark' : 'light';
}

/** The stored choice, or the brand's default. */
export function storedColorMode(fallback: ColorMode): ColorMode {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The start's colour mode: the player's choice, else the brand's default; a `system` default keeps following the
 * phone's setting while the player has not chosen.
 */
export function followColorMode(mode: DefaultMode): void {
  const choose = () => applyColorMode(storedColorMode(defaultColorMode(mode)), false);
  choose();
  if (mode === 'system' && typeof matchMedia === 'function') matchMedia(DARK_SCHEME).addEventListener('change', choose);
}

/**
 * Sets the mode: one attribute on <html> (CSS variables switch, nothing re-renders), the stored choice, and the
 * browser's theme colour (its bar takes the page's background of the mode; `--color-bg-page`, ui-kit's token).
 */
export function applyColorMode(mode: ColorMode, persist = true): void {
  const root = document.documentElement;
  root.dataset.theme = mode;
  const page = getComputedStyle(root).getPropertyValue('--color-bg-page').trim();
  // a `system` brand's page starts with one meta per phone setting: from now on one, for the mode shown
  const [meta, ...others] = document.querySelectorAll('meta[name="theme-color"]');
  for (const extra of others) extra.remove();
  meta?.removeAttribute('media');
  if (page) meta?.setAttribute('content', page);
  if (persist) {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // private mode: the choice lasts for this page only
    }
  }
  for (const listener of listeners) listener();
}

/** Current colour mode and a toggle; components that show the mode (a switch) re-render on change. */
export function useColorMode(): { mode: ColorMode; setMode: (mode: ColorMode) => void; toggle: () => void } {
  const fallback = defaultColorMode(useBrandContext().brand.theme.defaultMode);
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, []);
  const mode = useSyncExternalStore(
    subscribe,
    () => readMode(fallback),
    () => fallback,
  );
  return {
    mode,
    setMode: applyColorMode,
    toggle: () => applyColorMode(mode === 'dark' ? 'light' : 'dark'),
  };
}
