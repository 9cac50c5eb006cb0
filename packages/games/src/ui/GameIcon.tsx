import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useColorMode } from '@wl/brand';
import { theme } from '@wl/ui-kit';
import { vendorIconPath } from '../model/vendors';
import { useImageCdn } from './useImageCdn';

const Img = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg.sunken};
  object-fit: cover;
`;

const Placeholder = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 1;
  border-radius: ${theme.radius.md};
  background: linear-gradient(135deg, ${theme.color.brand.gradientFrom}, ${theme.color.brand.gradientTo});
  color: ${theme.color.text.onPrimary};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
`;

/** A vendor's icon URL (CDN, vendor code and colour suffix), for icons without their own or whose own is broken. */
export function useVendorIcon(): (vendor: string) => string {
  const { mode } = useColorMode();
  const cdn = useImageCdn();
  return useCallback((vendor: string) => vendorIconPath(cdn, vendor, mode), [cdn, mode]);
}

export interface GameIconProps {
  /** the game's own icon (mobileLargeIcon or iconUrl); absent for vendor tiles */
  src?: string;
  vendor: string;
  /** the vendor's icon (`useVendorIcon`): a list asks for it once, not once per icon */
  vendorIcon: (vendor: string) => string;
  /** load at once (the first rows) instead of lazily */
  eager?: boolean;
}

/**
 * A game's icon. A broken icon is replaced by the vendor's icon, and a broken vendor icon by the vendor code on
 * the brand gradient: never a broken image.
 */
export function GameIcon({ src, vendor, vendorIcon, eager }: GameIconProps) {
  const [failed, setFailed] = useState(0);
  const sources = [src, vendorIcon(vendor)].filter((s): s is string => !!s);
  const current = sources[failed];
  if (!current) return <Placeholder aria-hidden="true">{vendor.slice(0, 4)}</Placeholder>;
  return (
    <Img
      key={current}
      src={current}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={120}
      height={120}
      onError={() => setFailed((n) => n + 1)}
    />
  );
}
