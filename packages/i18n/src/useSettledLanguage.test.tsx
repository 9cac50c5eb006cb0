import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, it, vi } from 'vitest';
import { createI18n, setLanguage } from './i18n';
import { useSettledLanguage } from './useSettledLanguage';

afterEach(() => vi.useRealTimers());

it('follows a language change only once it has stood for the delay, once after a burst', async () => {
  localStorage.clear();
  const i18n = await createI18n({ languages: ['en', 'vi', 'pt'], defaultLanguage: 'en' });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  const { result } = renderHook(() => useSettledLanguage(250), { wrapper });
  expect(result.current).toBe('en');
  await act(() => setLanguage(i18n, 'vi'));
  vi.useFakeTimers();
  act(() => vi.advanceTimersByTime(200));
  expect(result.current).toBe('en');
  await act(() => setLanguage(i18n, 'pt'));
  act(() => vi.advanceTimersByTime(200));
  expect(result.current).toBe('en');
  act(() => vi.advanceTimersByTime(50));
  expect(result.current).toBe('pt');
});
