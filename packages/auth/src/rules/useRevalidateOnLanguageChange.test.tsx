import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createI18n, I18nextProvider } from '@wl/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRevalidateOnLanguageChange } from './useRevalidateOnLanguageChange';

describe('revalidation on language change', () => {
  afterEach(() => vi.useRealTimers());

  it('re-runs validation 200 ms after the last language change', async () => {
    const i18n = await createI18n({ languages: ['en', 'pt'], defaultLanguage: 'en', initialLanguage: 'en' });
    vi.useFakeTimers();
    const revalidate = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    renderHook(() => useRevalidateOnLanguageChange(revalidate), { wrapper });
    act(() => {
      i18n.emit('languageChanged', 'pt');
      vi.advanceTimersByTime(150);
      i18n.emit('languageChanged', 'en');
      vi.advanceTimersByTime(199);
    });
    expect(revalidate).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(revalidate).toHaveBeenCalledTimes(1);
  });
});
