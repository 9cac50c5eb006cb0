import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoSession, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { describe, expect, it, vi } from 'vitest';
import { PromotionDetailPage } from './PromotionDetailPage';
import { PromotionsPage } from './PromotionsPage';

const demo = startDemoPlatform();

describe('PromotionsPage', () => {
  it('filters the cards by category and leads to the detail', async () => {
    await renderApp(<PromotionsPage />, { route: '/m/activity' });
    const tabs = await screen.findByRole('tablist', { name: 'Promotion categories' });
    expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const all = screen.getAllByRole('article').length;
    expect(all).toBeGreaterThan(5);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Slots' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Slots Tournament' })).toBeInTheDocument();
    expect(screen.getByText(/^\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read more: Slots Tournament' })).toHaveAttribute('href', '/m/activityDetail?id=4004');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Rebate' }));
    expect(screen.getByText(/ - Long term$/)).toBeInTheDocument();
  });

  it('scrolls the card of the query id into view', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    await renderApp(<PromotionsPage />, { route: '/m/activity?id=4007' });
    await screen.findByRole('heading', { name: 'Fishing Frenzy' });
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('promotion-card-4007'));
  });

  it('shows an error with retry when the platform fails', async () => {
    await renderApp(<PromotionsPage />, { route: '/m/activity', context: { extraHeaders: () => ({ 'X-Demo-Fault': '500' }) } });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('PromotionDetailPage', () => {
  it('shows the promotion of the id, and has a guest who joins log in without leaving it (the login modal)', async () => {
    await renderApp(<PromotionDetailPage />, { route: '/m/activityDetail?id=4001', path: '/m/activityDetail' });
    expect(await screen.findByRole('heading', { name: 'New Player Welcome Pack' })).toBeInTheDocument();
    expect(screen.getByText(/Minimum deposit/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join now' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/activityDetail');
  });

  it('moves a member through join and claim', async () => {
    const session = await demoSession(demo.app);
    await renderApp(<PromotionDetailPage />, { route: '/m/activityDetail?id=4004', path: '/m/activityDetail', session });
    await userEvent.click(await screen.findByRole('button', { name: 'Join now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Claim bonus' }));
    expect(await screen.findByRole('button', { name: 'Claimed' })).toBeDisabled();
  });

  it('shows applying for a reviewed promotion', async () => {
    const session = await demoSession(demo.app);
    await renderApp(<PromotionDetailPage />, { route: '/m/activityDetail?id=4008', path: '/m/activityDetail', session });
    await userEvent.click(await screen.findByRole('button', { name: 'Join now' }));
    expect(await screen.findByRole('button', { name: 'Applying…' })).toBeDisabled();
  });

  it('refuses a trial session with free_reject', async () => {
    const session = await demoSession(demo.app, 'trial');
    await renderApp(<PromotionDetailPage />, { route: '/m/activityDetail?id=4004', path: '/m/activityDetail', session });
    await userEvent.click(await screen.findByRole('button', { name: 'Join now' }));
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
  });

  it('says so when the promotion does not exist', async () => {
    await renderApp(<PromotionDetailPage />, { route: '/m/activityDetail?id=1', path: '/m/activityDetail' });
    expect(await screen.findByText('This promotion is no longer available.')).toBeInTheDocument();
  });
});
