import styled from 'styled-components';
import { useColorMode } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { cssVarName } from '@wl/ui-kit';
import { MoonIcon, SunIcon } from './icons';
import { MenuRowButton } from './menuRow';

/**
 * The switch's colours as token paths: each part stands out from what it sits on by 3:1 (WCAG 1.4.11) in both modes
 * of every brand (ColorModeSwitch.test.tsx measures them). The pale border that was the off track did not (sol
 * light: 1.9:1 on the menu).
 */
export const SWITCH_COLOURS = {
  /** what the switch sits on: the side menu (a Drawer) */
  behind: 'color.bg.raised',
  on: { track: 'color.brand.primary', knob: 'color.text.onPrimary' },
  off: { track: 'color.text.muted', knob: 'color.bg.surface' },
} as const;
const token = (path: string) => `var(${cssVarName(path.split('.'))})`;

const Track = styled.span<{ $on: boolean }>`
  position: relative;
  width: 44px;
  height: 26px;
  margin-inline-start: auto;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => token(SWITCH_COLOURS[p.$on ? 'on' : 'off'].track)};
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${(p) => (p.$on ? '21px' : '3px')};
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${(p) => token(SWITCH_COLOURS[p.$on ? 'on' : 'off'].knob)};
    transition: left 150ms ease;
  }
`;

/** A switch: on = dark mode. The choice persists in localStorage `theme`. */
export function ColorModeSwitch() {
  const { mode, toggle } = useColorMode();
  const { t } = useTranslation();
  return (
    <MenuRowButton role="switch" aria-checked={mode === 'dark'} onClick={toggle}>
      {mode === 'dark' ? <MoonIcon /> : <SunIcon />}
      <span>{t('theme.dark')}</span>
      <Track $on={mode === 'dark'} aria-hidden="true" />
    </MenuRowButton>
  );
}
