import { hashString } from './random';

/** Escapes text for SVG/XML content and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function hues(key: string): [number, number] {
  const hash = hashString(key);
  const hue = hash % 360;
  return [hue, (hue + 40 + ((hash >>> 9) % 80)) % 360];
}

/** Up to two initials of a name ("Fortune Dragon 2" -> "FD"). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  const letters = words.slice(0, 2).map((w) => w.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

/** The label's font size: 20, smaller for a long vendor name so that it fits the 200-wide icon. */
function labelSize(label: string): number {
  return Math.max(11, Math.min(20, Math.floor(184 / (0.62 * label.length))));
}

/**
 * A square game icon: colours from the vendor and game id, the name's initials and the vendor's label: its name as
 * players know it (`label`: "Vietnam Lottery", not the code TCG_LOTTO_VN); the code when no name is given.
 */
export function gameIconSvg(vendor: string, gameId: string, name: string, label = vendor): string {
  const [from, to] = hues(`${vendor}/${gameId}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${from},70%,45%)"/><stop offset="1" stop-color="hsl(${to},75%,30%)"/></linearGradient></defs>
<rect width="200" height="200" rx="28" fill="url(#g)"/>
<circle cx="160" cy="40" r="56" fill="#fff" fill-opacity="0.08"/>
<text x="100" y="112" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="72" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>
<rect y="158" width="200" height="42" fill="#000" fill-opacity="0.35"/>
<text x="100" y="186" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="${labelSize(label)}" font-weight="700" fill="#fff" letter-spacing="1">${escapeXml(label)}</text>
</svg>`;
}

/**
 * The title's font size on a banner: 44, smaller when the title would run past the right margin (a translation
 * longer than the English, say). A rough width: half the size per character, a whole one per CJK character.
 */
function bannerTitleSize(title: string): number {
  const ems = [...title].reduce((sum, ch) => sum + ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.5), 0);
  return Math.max(24, Math.min(44, Math.floor(654 / Math.max(ems, 1))));
}

/** A wide (750x300) banner or promotion image with its title. */
export function bannerSvg(key: string, title: string): string {
  const [from, to] = hues(`banner/${key}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${from},65%,35%)"/><stop offset="1" stop-color="hsl(${to},70%,50%)"/></linearGradient></defs>
<rect width="750" height="300" fill="url(#g)"/>
<circle cx="640" cy="60" r="140" fill="#fff" fill-opacity="0.1"/>
<circle cx="700" cy="260" r="90" fill="#fff" fill-opacity="0.08"/>
<text x="48" y="160" font-family="Arial,Helvetica,sans-serif" font-size="${bannerTitleSize(title)}" font-weight="700" fill="#fff">${escapeXml(title)}</text>
<text x="48" y="210" font-family="Arial,Helvetica,sans-serif" font-size="22" fill="#fff" fill-opacity="0.8">DEMO</text>
</svg>`;
}

/** A small captcha image of the code's digits, each shifted and rotated a little, with noise lines. */
export function captchaSvg(code: string, random: () => number = Math.random): string {
  const digits = [...code]
    .map((digit, i) => {
      const x = 16 + i * 26;
      const y = 30 + Math.round((random() - 0.5) * 8);
      const angle = Math.round((random() - 0.5) * 40);
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x + 8} ${y - 10})" font-family="Courier New,monospace" font-size="26" font-weight="700" fill="hsl(${Math.round(random() * 360)},60%,30%)">${escapeXml(digit)}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 4 }, () => {
    const p = () => `${Math.round(random() * 120)} ${Math.round(random() * 40)}`;
    return `<path d="M${p()} L${p()}" stroke="hsl(${Math.round(random() * 360)},50%,50%)" stroke-width="1.5"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f2f2f2"/>${lines}${digits}</svg>`;
}

/** A data URL of an SVG (ASCII only, as these images are). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
