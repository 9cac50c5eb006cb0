import { useMemo } from 'react';
import styled from 'styled-components';
import { encode } from 'uqr';

export interface QrCodeProps {
  /** what the code holds: a payment link, a referral link */
  value: string;
  /** the accessible name (what the code is for) */
  label: string;
  /** the side in rem; the code scales to it */
  size?: number;
  className?: string;
}

const Frame = styled.svg<{ $size: number }>`
  display: block;
  width: ${(p) => p.$size}rem;
  max-width: 100%;
  height: auto;
  /* dark modules on white in both colour modes: scanners read dark on light */
  background: #fff;
  border-radius: ${(p) => p.theme.radius.md};
  shape-rendering: crispEdges;
`;

/** The path of a QR code's dark modules, one `h1v1h-1z` square each, in module units (quiet zone included). */
export function qrPath(value: string): { path: string; size: number } {
  const { data, size } = encode(value, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { path, size };
}

/** A QR code drawn as SVG (no canvas, no image request), with its quiet zone, on white in both colour modes. */
export function QrCode({ value, label, size = 12, className }: QrCodeProps) {
  const { path, size: modules } = useMemo(() => qrPath(value), [value]);
  return (
    <Frame
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      $size={size}
    >
      <path d={path} fill="#000" />
    </Frame>
  );
}
