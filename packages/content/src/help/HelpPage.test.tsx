import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { useTranslation } from '@wl/i18n';
import { describe, expect, it } from 'vitest';
import { HelpPage, helpTabIndex } from './HelpPage';

const demo = startDemoPlatform();
const requests = recordRequests(demo);
/** The languages the help items were asked in, in order. */
const askedLanguages = () => requests.filter((u) => u.pathname.endsWith('/helpCenter')).map((u) => u.searchParams.get('lang') ?? '');

describe('HelpPage', () => {
  it('opens the tab of ?i= and switches tabs', async () => {
    await renderApp(<HelpPage />, { route: '/m/help?i=1', path: '/m/help' });
    expect(await screen.findByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/Deposits arrive within minutes/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    expect(await screen.findByText('Bind a bank card.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reloads the help items in the new language once the language settles', async () => {
    function SwitchLanguage() {
      const { i18n } = useTranslation();
      return (
        <>
          <button onClick={() => void i18n.changeLanguage('pt')}>pt</button>
          <button onClick={() => void i18n.changeLanguage('en')}>en</button>
        </>
      );
    }
    await renderApp(
      <>
        <SwitchLanguage />
        <HelpPage />
      </>,
      { route: '/m/help', path: '/m/help' },
    );
    expect(await screen.findByRole('tab', { name: 'About us' })).toBeInTheDocument();
    // a burst of changes: the English items stay until it settles, then one request in Portuguese
    await userEvent.click(screen.getByRole('button', { name: 'pt' }));
    await userEvent.click(screen.getByRole('button', { name: 'en' }));
    await userEvent.click(screen.getByRole('button', { name: 'pt' }));
    expect(screen.getByRole('tab', { name: 'About us' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Sobre nós' })).toHaveAttribute('aria-selected', 'true');
    expect(askedLanguages()).toEqual(['en', 'pt']);
  });

  it('falls back to the first tab for a missing or bad index', () => {
    expect(helpTabIndex(null, 4)).toBe(0);
    expect(helpTabIndex('9', 4)).toBe(0);
    expect(helpTabIndex('-1', 4)).toBe(0);
    expect(helpTabIndex('3', 4)).toBe(3);
  });
});
