import { useEffect, useMemo, useState } from 'react';
import { brands } from 'virtual:brands';
import { useBrand, useColorMode } from '@wl/brand';
import { cssVarName, theme } from '@wl/ui-kit';
import { parseColor, type Rgba } from './contrast';

/** One token of the ui-kit contract (packages/ui-kit/src/tokens.ts): `color.text.primary` and `--color-text-primary`. */
export interface TokenLeaf {
  path: readonly string[];
  /** dotted name as designers and the token files write it */
  name: string;
  cssVar: string;
}

/** Every token under `prefix` of the shared theme (the contract's shape, so a new token shows on its page by itself). */
export function tokenLeaves(prefix: readonly string[]): TokenLeaf[] {
  let node: unknown = theme;
  for (const key of prefix) node = (node as Record<string, unknown>)[key];
  const leaves: TokenLeaf[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') leaves.push({ path, name: path.join('.'), cssVar: cssVarName(path) });
    else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
  };
  walk(node, [...prefix]);
  return leaves;
}

/** The token named `name` (`color.bg.page`). */
export function token(name: string): TokenLeaf {
  const path = name.split('.');
  return { path, name, cssVar: cssVarName(path) };
}

export interface TokenReader {
  /** the value the current brand and mode give the token, as its token file writes it */
  value: (leaf: TokenLeaf) => string;
  /** the token's colour as the browser resolves it (any CSS colour syntax), or undefined for a non-colour */
  color: (leaf: TokenLeaf) => Rgba | undefined;
}

/**
 * Reads the tokens the page shows right now from the CSS custom properties on <html>: Storybook's brand toolbar
 * swaps the brand's token stylesheet and the mode toolbar sets `data-theme`, so the reader is renewed on either
 * change (a token file edit reaches the page through the same stylesheet, without touching a page).
 */
export function useTokenReader(): TokenReader {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let frame = 0;
    const renew = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setVersion((v) => v + 1));
    };
    const observer = new MutationObserver(renew);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'style'] });
    // the providers set the brand's stylesheet in their own effect, after this component's first render
    renew();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);
  return useMemo(() => {
    const style = getComputedStyle(document.documentElement);
    const value = (leaf: TokenLeaf) => style.getPropertyValue(leaf.cssVar).trim();
    const colors = new Map<string, Rgba | undefined>();
    const probe = document.createElement('span');
    const color = (leaf: TokenLeaf) => {
      if (!colors.has(leaf.cssVar)) {
        probe.style.color = '';
        probe.style.color = `var(${leaf.cssVar})`;
        document.body.append(probe);
        colors.set(leaf.cssVar, value(leaf) ? parseColor(getComputedStyle(probe).color) : undefined);
        probe.remove();
      }
      return colors.get(leaf.cssVar);
    };
    return { value, color, version };
  }, [version]);
}

/** What the brand's token file says of a token in the current mode, as the build made it (no second reading of the file). */
export interface TokenSource {
  type: string;
  description?: string;
  /** the aliases followed, first to last (`color.brand.primary`, `palette.gold`); empty for a value set directly */
  chain: string[];
  /** the token file that sets it and the token's path there (`brands/sol/tokens.json`, `light.color.text.muted`) */
  file: string;
  path: string;
}

/** The current brand's built tokens, by name, in the current colour mode (Storybook's brand and mode toolbars). */
export function useTokenSources(): (leaf: TokenLeaf) => TokenSource | undefined {
  const brand = useBrand();
  const { mode } = useColorMode();
  return useMemo(() => {
    const byName = new Map((brands[brand.id]?.tokens ?? []).map((info) => [info.name, info]));
    return (leaf) => {
      const info = byName.get(leaf.name);
      if (!info) return undefined;
      const { chain, file, path } = info.modes[mode];
      return { type: info.type, ...(info.description ? { description: info.description } : {}), chain, file, path };
    };
  }, [brand.id, mode]);
}
