import styled from 'styled-components';
import { useColorMode } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { MoonIcon, SunIcon } from './icons';
import { MenuRowButton } from './menuRow';

const Track = styled.span<{ $on: boolean }>`
  position: relative;
  width: 44px;
  height: 26px;
  margin-inline-start: auto;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => (p.$on ? p.theme.color.brand.primary : p.theme.color.border.strong)};
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${(p) => (p.$on ? '21px' : '3px')};
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${(p) => p.theme.color.bg.surface};
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
