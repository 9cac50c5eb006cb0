import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoSession, renderApp, testBrand, startDemoPlatform } from '@wl/auth/testing';
import { describe, expect, it } from 'vitest';
import { AppLayout } from './AppLayout';
import { isTabActive, TabBar } from './TabBar';

const demo = startDemoPlatform();

const tabBar = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('bottom tab bar', () => {
  it('counts every home path as home and sub-paths for their tab', () => {
    for (const path of ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']) expect(isTabActive('/m/home', path)).toBe(true);
    expect(isTabActive('/m/home', '/m/activity')).toBe(false);
    expect(isTabActive('/m/member/home', '/m/member/home')).toBe(true);
    expect(isTabActive('/m/activity', '/m/activityDetail')).toBe(false);
  });

  it('marks the current tab for assistive technology', async () => {
    await renderApp(<TabBar />, { route: '/m/activity' });
    expect(await screen.findByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens the referral dialog for a guest, whose invite goes to log in', async () => {
    await renderApp(<AppLayout />, { route: '/m/activity', path: '*' });
    await userEvent.click(await within(tabBar()).findByRole('button', { name: 'Invite friends' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
  });

  it('shows a member the referral link in the dialog, and the invited friends at /m/inviteFriends', async () => {
    const member = await demoSession(demo.app);
    await renderApp(<AppLayout />, { route: '/m/activity', path: '*', session: member });
    await userEvent.click(await within(tabBar()).findByRole('button', { name: 'Invite friends' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('img', { name: 'QR code of your invitation link' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('referral-link')).toHaveTextContent(/\/m\/register\?affiliateCode=\d{8}$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'See invited friends' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/inviteFriends'));
  });

  it('sends an agent invite to /m/agentRegister', async () => {
    const agent = await demoSession(demo.app, 'agent');
    await renderApp(<AppLayout />, { route: '/m/activity', path: '*', session: agent });
    await userEvent.click(await within(tabBar()).findByRole('button', { name: 'Invite friends' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Invite friends' }, { timeout: 5000 })).getByRole('button', { name: 'Invite now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/agentRegister'));
  });

  it('hides invite friends from members where REFERRAL is off', async () => {
    const sol = await demoSession(demo.app, 'demo', 'SOL');
    await renderApp(<TabBar />, { route: '/m/home', session: sol, brand: testBrand({ merchantCode: 'SOL' }) });
    await screen.findByRole('link', { name: 'Home' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Invite friends' })).toBeNull());
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('shows the brand’s design: five tabs with a raised deposit, or four', async () => {
    const base = testBrand();
    const member = await demoSession(demo.app);
    const deposit = await renderApp(<TabBar />, { route: '/m/home', session: member, brand: testBrand({ templates: { ...base.templates, tab_bar: 'deposit' } }) });
    expect(await screen.findByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    expect(within(tabBar()).getAllByRole('link').map((tab) => tab.textContent)).toEqual(['Home', 'Promotions', 'Deposit', 'Reward center', 'Member centre']);
    deposit.unmount();
    await renderApp(<TabBar />, { route: '/m/home', session: member, brand: testBrand({ templates: { ...base.templates, tab_bar: 'four' } }) });
    await screen.findByRole('link', { name: 'Home' });
    expect(within(tabBar()).getAllByRole('link').map((tab) => tab.textContent)).toEqual(['Home', 'Promotions', 'Reward center', 'Member centre']);
    expect(within(tabBar()).queryByRole('button', { name: 'Invite friends' })).toBeNull();
  });

  it('prompts a guest who presses member centre to register, and cancel keeps the page', async () => {
    await renderApp(<AppLayout />, { route: '/m/activity', path: '*' });
    await userEvent.click(within(tabBar()).getByRole('button', { name: 'Member centre' }));
    const prompt = await screen.findByRole('dialog', { name: 'Member centre' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent('/m/activity');
    await userEvent.click(within(tabBar()).getByRole('button', { name: 'Member centre' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Member centre' })).getByRole('button', { name: 'Register now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/register'));
  });

  it('prompts a trial session that presses member centre to register', async () => {
    const trial = await demoSession(demo.app, 'trial');
    await renderApp(<AppLayout />, { route: '/m/activity', path: '*', session: trial });
    await userEvent.click(within(tabBar()).getByRole('button', { name: 'Member centre' }));
    const prompt = await screen.findByRole('dialog', { name: 'Member centre' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Register now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/register'));
  });
});
