import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { expect, it } from 'vitest';
import { errorMessageKey } from './errors';
import { createI18n, setLanguage } from './i18n';

function Greeting() {
  const { t } = useTranslation();
  return (
    <p>
      {t('member.welcome', { name: 'Lan' })} / {t(errorMessageKey('login.failed'))}
    </p>
  );
}

it('renders typed keys and re-renders when the language changes', async () => {
  localStorage.clear();
  const i18n = await createI18n({ languages: ['en', 'vi'], defaultLanguage: 'en' });
  render(
    <I18nextProvider i18n={i18n}>
      <Greeting />
    </I18nextProvider>,
  );
  expect(screen.getByText('Welcome, Lan / Incorrect username or password')).toBeInTheDocument();
  await act(() => setLanguage(i18n, 'vi'));
  expect(screen.getByText('Chào mừng, Lan / Tên đăng nhập hoặc mật khẩu không đúng')).toBeInTheDocument();
});
