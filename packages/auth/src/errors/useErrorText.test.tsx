import { renderHook, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect, it } from 'vitest';
import { ERROR_CODE } from '@wl/api-client';
import { PROTECTION_ERROR } from '@wl/api-client/catalogue';
import { createI18n } from '@wl/i18n';
import { useErrorText } from './useErrorText';

const refusal = (code: string, value?: Record<string, unknown>) => ({ status: 400, code, value });

it('reads every failed call one way: its own text with its figures, until when for an exclusion, and "input kept" when the server failed', async () => {
  localStorage.clear();
  const i18n = await createI18n({ languages: ['en'], defaultLanguage: 'en' });
  // the feature namespaces load on first use: the hook suspends until they are in
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>{children}</Suspense>
    </I18nextProvider>
  );
  const { result } = renderHook(() => useErrorText(), { wrapper });
  await waitFor(() => expect(result.current).toBeTypeOf('function'));
  const text = result.current;
  // a money refusal says the tries left (the cashier's and the account forms' reading alike)
  expect(text(refusal('payment.password.incorrect', { remainingTries: 2 }))).toBe('The withdrawal password is incorrect. Tries left: 2.');
  // any other code: the shared text
  expect(text(refusal('login.failed'))).toBe('Incorrect username or password');
  // a self-exclusion the player chose, with no end
  expect(text(refusal(PROTECTION_ERROR.excluded))).toBe('Your account is closed to play, at your request.');
  // the server failed, or no answer at all: the form says it kept what was typed
  const kept = 'The server could not be reached. Your input has been kept, please try again.';
  expect(text(refusal(ERROR_CODE.server))).toBe(`Something went wrong on our side. Please try again. ${kept}`);
  expect(text(new Error('offline'))).toBe(`Something went wrong on our side. Please try again. ${kept}`);
});
