import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerServiceScript } from '@wl/api-client/catalogue';
import { renderApp, startDemoPlatform, testBrand } from '@wl/auth/testing';
import { StatusPage } from './StatusPage';

const demo = startDemoPlatform();

const brandWithContact = (telegram: string) => testBrand({ links: { download: [], contact: { telegram }, social: {}, chatHosts: [] } });
const renderRestricted = (telegram: string) =>
  renderApp(<StatusPage mode="restricted" ip="203.0.113.7" checking={false} onCheckAgain={() => undefined} />, { brand: brandWithContact(telegram) });
/** The platform does not answer the customer-service entries (a region it refuses, say). */
const noEntries = () =>
  demo.server.use(
    http.get(`*${customerServiceScript.path}`, () => HttpResponse.json({ success: false, code: 'system.error', message: '', value: null }, { status: 500 })),
  );

describe('status page', () => {
  it("links the merchant's customer service on the region-restricted page", async () => {
    await renderRestricted('https://t.me/nova_service');
    expect(await screen.findByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', 'https://chat.novaplay.example/service');
  });

  it("links the brand's contact when the platform gives no customer-service entry", async () => {
    noEntries();
    await renderRestricted('https://t.me/nova_service');
    expect(await screen.findByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', 'https://t.me/nova_service');
  });

  it('draws no contact link for an address the site will not open', async () => {
    noEntries();
    await renderRestricted('\tjavascript:alert(1)');
    expect(await screen.findByText('Your IP: 203.0.113.7', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact customer service' })).toBeNull();
  });
});
