import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyColorMode, BrandProvider, followColorMode, storedColorMode, THEME_STORAGE_KEY, useBrandLogo, useColorMode, useFlag, useMenuKey, type RuntimeBrand } from './index';

const brand = {
  theme: { defaultMode: 'light' },
  flags: { CBS3: true, MOBILELOGIN3: false },
  menu: ['MYACC'],
} as unknown as RuntimeBrand;

function Probe() {
  const { mode, toggle } = useColorMode();
  return (
    <>
      <button onClick={toggle}>mode {mode}</button>
      <span>chat {String(useFlag('CBS3'))}</span>
      <span>sms {String(useFlag('MOBILELOGIN3'))}</span>
      <span>agent {String(useMenuKey('AGENT'))}</span>
    </>
  );
}

describe('brand context and colour mode', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('uses the brand default until the player chooses, then remembers the choice', () => {
    expect(storedColorMode('light')).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(storedColorMode('light')).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(storedColorMode('dark')).toBe('dark');
  });

  it("a `system` default follows the phone's setting until the player chooses; the theme colour follows the mode", () => {
    let dark = true;
    const listeners: (() => void)[] = [];
    vi.stubGlobal('matchMedia', () => ({ get matches() { return dark; }, addEventListener: (_: string, listener: () => void) => listeners.push(listener) }));
    document.head.innerHTML = '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#fff"><meta name="theme-color" media="(prefers-color-scheme: dark)" content="#000">';
    document.documentElement.style.setProperty('--color-bg-page', '#101010');
    followColorMode('system');
    expect(document.documentElement.dataset.theme).toBe('dark');
    const metas = document.querySelectorAll('meta[name="theme-color"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]).toHaveAttribute('content', '#101010');
    expect(metas[0]).not.toHaveAttribute('media');
    dark = false;
    for (const listener of listeners) listener();
    expect(document.documentElement.dataset.theme).toBe('light');
    applyColorMode('dark');
    dark = false;
    for (const listener of listeners) listener();
    expect(document.documentElement.dataset.theme).toBe('dark');
    vi.unstubAllGlobals();
    document.documentElement.style.removeProperty('--color-bg-page');
  });

  it('switches the mode with one attribute and stores it', async () => {
    render(
      <BrandProvider brand={brand} assets={{ logo: '/logo.svg', icon: '/icon.svg' }}>
        <Probe />
      </BrandProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('mode light');
    await userEvent.click(screen.getByRole('button'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button')).toHaveTextContent('mode dark');
    act(() => applyColorMode('light'));
    expect(screen.getByRole('button')).toHaveTextContent('mode light');
  });

  it("shows the brand's logo drawn for the current mode, and its one logo in a mode it did not draw", () => {
    const Logo = () => <img alt="logo" src={useBrandLogo()} />;
    render(
      <BrandProvider brand={brand} assets={{ logo: '/logo.svg', logoLight: '/logo-light.svg', icon: '/icon.svg' }}>
        <Logo />
      </BrandProvider>,
    );
    expect(screen.getByRole('img')).toHaveAttribute('src', '/logo-light.svg');
    act(() => applyColorMode('dark'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/logo.svg');
  });

  it('answers flags and menu keys from the brand, never from its id', () => {
    render(
      <BrandProvider brand={brand} assets={{ logo: '', icon: '' }}>
        <Probe />
      </BrandProvider>,
    );
    expect(screen.getByText('chat true')).toBeInTheDocument();
    expect(screen.getByText('sms false')).toBeInTheDocument();
    expect(screen.getByText('agent false')).toBeInTheDocument();
  });
});
