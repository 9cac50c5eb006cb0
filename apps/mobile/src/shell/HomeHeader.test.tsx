import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, testBrand, startDemoPlatform } from '@wl/auth/testing';
import { describe, expect, it } from 'vitest';
import { AppLayout } from './AppLayout';
import { HomeHeader } from './HomeHeader';

startDemoPlatform();

const withDownloads = (appWindow: boolean) => {
  const base = testBrand();
  return testBrand({
    flags: { ...base.flags, APPWINDOW: appWindow },
    links: { ...base.links, download: [{ resourceType: 'Android', url: 'https://x.example/app.apk' }] },
  });
};

describe('home header', () => {
  it('shows guests log in, register and notice', async () => {
    await renderApp(<HomeHeader />, { route: '/m/home' });
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    expect(screen.getByRole('link', { name: 'Notice' })).toHaveAttribute('href', '/m/notice');
  });

  it('centres the logo in the centred design, with login and register under the bar', async () => {
    const base = testBrand();
    await renderApp(<HomeHeader />, { route: '/m/home', brand: testBrand({ templates: { ...base.templates, home_header: 'centred' } }) });
    const login = await screen.findByRole('link', { name: 'Log in' });
    const logo = screen.getByTestId('brand-logo');
    // under the bar: the buttons follow the logo's row (classic puts them on the logo's row, after it)
    expect(login.closest('header')?.firstElementChild?.contains(login)).toBe(false);
    expect(logo.closest('header')?.firstElementChild?.contains(logo)).toBe(true);
    expect(screen.getByRole('link', { name: 'Notice' })).toHaveAttribute('href', '/m/notice');
  });

  it('shows the download-app button only on home paths, with APPWINDOW on and download links', async () => {
    const first = await renderApp(<HomeHeader />, { route: '/m/home', brand: withDownloads(true) });
    expect(await screen.findByRole('button', { name: 'Download app' })).toBeInTheDocument();
    first.unmount();
    const second = await renderApp(<HomeHeader />, { route: '/m/home', brand: withDownloads(false) });
    await screen.findByRole('link', { name: 'Log in' });
    expect(screen.queryByRole('button', { name: 'Download app' })).toBeNull();
    second.unmount();
    const third = await renderApp(<HomeHeader />, { route: '/m/home' });
    await screen.findByRole('link', { name: 'Log in' });
    expect(screen.queryByRole('button', { name: 'Download app' })).toBeNull();
    third.unmount();
    await renderApp(<HomeHeader />, { route: '/m/activity', brand: withDownloads(true) });
    await screen.findByRole('link', { name: 'Log in' });
    expect(screen.queryByRole('button', { name: 'Download app' })).toBeNull();
  });

  it('leaves the download button to the download bar while it shows, whose button opens the popup', async () => {
    localStorage.removeItem('hideDownloadBar');
    await renderApp(<AppLayout />, { route: '/m/home', path: '*', brand: withDownloads(true) });
    expect(screen.queryByRole('button', { name: 'Download app' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Download the app' }, { timeout: 8000 });
    expect(dialog.querySelector('a[href="https://x.example/app.apk"]')).not.toBeNull();
  });

  it('shows the download button once the player closed the bar', async () => {
    localStorage.removeItem('hideDownloadBar');
    await renderApp(<AppLayout />, { route: '/m/home', path: '*', brand: withDownloads(true) });
    await userEvent.click(await screen.findByRole('button', { name: 'Close the download bar' }, { timeout: 5000 }));
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Download app' }));
    expect(await screen.findByRole('dialog', { name: 'Download the app' }, { timeout: 8000 })).toBeInTheDocument();
    localStorage.removeItem('hideDownloadBar');
  });

  it('opens the side menu, whose entries close it', async () => {
    await renderApp(<AppLayout />, { route: '/m/home', path: '*' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 8000 });
    await userEvent.click(await screen.findByRole('link', { name: 'Promotion' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/activity'));
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  });
});
