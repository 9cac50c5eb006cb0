import styled, { type DefaultTheme } from 'styled-components';

/** Avatar backgrounds from the theme, one per head icon number (1..HEAD_ICON_COUNT). */
const BACKGROUNDS: ((t: DefaultTheme) => string)[] = [
  (t) => t.color.brand.primary,
  (t) => t.color.status.info,
  (t) => t.color.status.success,
  (t) => t.color.brand.secondary,
  (t) => t.color.status.warning,
  (t) => t.color.status.danger,
  (t) => t.color.brand.gradientTo,
  (t) => t.color.text.secondary,
];

const Circle = styled.span<{ $icon: number; $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  background: ${(p) => (p.$icon > 0 ? BACKGROUNDS[(p.$icon - 1) % BACKGROUNDS.length]!(p.theme) : p.theme.color.bg.sunken)};
  color: ${(p) => (p.$icon > 0 ? p.theme.color.text.onPrimary : p.theme.color.text.muted)};
  svg {
    width: 60%;
    height: 60%;
  }
`;

/** The member's head icon (PROFPIC3): one of the platform's numbered avatars; 0 shows the blank one. */
export function HeadIcon({ icon, size = 48 }: { icon: number; size?: number }) {
  return (
    <Circle $icon={icon} $size={size} aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
        {icon > 0 && <circle cx="12" cy="8" r={1 + (icon % 3) * 0.5} fill="currentColor" />}
      </svg>
    </Circle>
  );
}
