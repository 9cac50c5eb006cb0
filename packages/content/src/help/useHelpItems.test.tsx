import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createI18n, I18nextProvider } from '@wl/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHelpLanguage } from './useHelpItems';

describe('help language', () => {
  afterEach(() => vi.useRealTimers());

  it('follows the interface language 200 ms after the last change', async () => {
    const i18n = await createI18n({ languages: ['en', 'pt'], defaultLanguage: 'en', initialLanguage: 'en' });
    await i18n.loadLanguages('pt');
    vi.useFakeTimers();
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { result } = renderHook(() => useHelpLanguage(), { wrapper });
    expect(result.current).toBe('en');

    await act(() => i18n.changeLanguage('pt'));
    act(() => void vi.advanceTimersByTime(199));
    expect(result.current).toBe('en');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('pt');
  });

  it('reloads once after a burst of changes, in the last language', async () => {
    const i18n = await createI18n({ languages: ['en', 'pt'], defaultLanguage: 'en', initialLanguage: 'en' });
    await i18n.loadLanguages('pt');
    vi.useFakeTimers();
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const seen: string[] = [];
    renderHook(
      () => {
        const language = useHelpLanguage();
        if (seen.at(-1) !== language) seen.push(language);
        return language;
      },
      { wrapper },
    );
    await act(() => i18n.changeLanguage('pt'));
    act(() => void vi.advanceTimersByTime(150));
    await act(() => i18n.changeLanguage('en'));
    act(() => void vi.advanceTimersByTime(150));
    await act(() => i18n.changeLanguage('pt'));
    act(() => void vi.advanceTimersByTime(199));
    expect(seen).toEqual(['en']);
    act(() => void vi.advanceTimersByTime(1));
    expect(seen).toEqual(['en', 'pt']);
  });
});
