import { screen } from '@testing-library/react';
import { renderApp, startDemoPlatform, testBrand } from '@wl/auth/testing';
import { describe, expect, it } from 'vitest';
import { StatusPage } from './StatusPage';

startDemoPlatform();

const brandWithContact = (telegram: string) => testBrand({ links: { download: [], contact: { telegram }, social: {}, chatHosts: [] } });
const renderRestricted = (telegram: string) =>
  renderApp(<StatusPage mode="restricted" ip="203.0.113.7" checking={false} onCheckAgain={() => undefined} />, { brand: brandWithContact(telegram) });

describe('status page', () => {
  it("links the brand's contact on the region-restricted page", async () => {
    await renderRestricted('https://t.me/nova_service');
    expect(await screen.findByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', 'https://t.me/nova_service');
  });

  it('draws no contact link for an address the site will not open', async () => {
    await renderRestricted('\tjavascript:alert(1)');
    expect(await screen.findByText('Your IP: 203.0.113.7', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact customer service' })).toBeNull();
  });
});
