import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { expect, it } from 'vitest';
import { createI18n, setLanguage } from './i18n';
import { useDates } from './useDateFormat';

function Shown() {
  const dates = useDates();
  return (
    <p>
      {dates.day('2026-11-28')} {dates.pattern}
    </p>
  );
}

async function shown(options: Partial<Parameters<typeof createI18n>[0]>) {
  localStorage.clear();
  const i18n = await createI18n({ languages: ['en', 'pt'], defaultLanguage: 'pt', locales: { pt: 'pt-BR' }, ...options });
  render(
    <I18nextProvider i18n={i18n}>
      <Shown />
    </I18nextProvider>,
  );
  return i18n;
}

it("writes a day by the brand's rule and locale, through what useTranslation gives (a wrapper of the instance)", async () => {
  const i18n = await shown({ dates: 'locale' });
  expect(screen.getByText('28/11/2026 DD/MM/AAAA')).toBeInTheDocument();
  // English has no brand locale: its own form
  await act(() => setLanguage(i18n, 'en'));
  expect(screen.getByText('11/28/2026 MM/DD/YYYY')).toBeInTheDocument();
});

it("keeps the specification's form in every language by default", async () => {
  await shown({});
  expect(screen.getByText('11/28/2026 MM/DD/AAAA')).toBeInTheDocument();
});
