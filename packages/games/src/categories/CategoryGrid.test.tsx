import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, startDemoPlatform } from '@wl/auth/testing';
import { describe, expect, it } from 'vitest';
import { CategoryGrid } from './CategoryGrid';

startDemoPlatform();

describe('CategoryGrid', () => {
  it('links every category of the platform to its list page', async () => {
    await renderApp(<CategoryGrid />);
    expect(await screen.findByRole('link', { name: /Slots/ })).toHaveAttribute('href', '/m/slot-games');
    expect(screen.getByRole('link', { name: /Sports/ })).toHaveAttribute('href', '/m/sport-games');
    expect(screen.queryByRole('link', { name: /Cockfight/ })).not.toBeInTheDocument();
  });

  it('says loading failed and loads again on retry', async () => {
    let fault = '500';
    await renderApp(<CategoryGrid />, { context: { extraHeaders: () => ({ 'X-Demo-Fault': fault }) } });
    expect(await screen.findByText('Loading failed, click to retry')).toBeInTheDocument();
    fault = '';
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Slots/ })).toBeInTheDocument();
  });
});
