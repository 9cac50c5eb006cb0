import { Resvg } from '@resvg/resvg-js';
import type { PwaIcon } from './pwaFiles';

/** One icon as PNG: the artwork at the icon's size; a maskable or Apple icon on `background`, opaque. */
export function renderIcon(svg: string, icon: PwaIcon, background: string): Buffer {
  const { size } = icon;
  if (icon.purpose === 'any') return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  const inset = icon.purpose === 'maskable' ? size * 0.1 : 0;
  const artwork = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const composed = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${background}"/><image x="${inset}" y="${inset}" width="${size - 2 * inset}" height="${size - 2 * inset}" href="${artwork}"/></svg>`;
  return new Resvg(composed).render().asPng();
}
