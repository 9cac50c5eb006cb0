import { screen } from '@testing-library/react';
import { renderApp, startDemoPlatform, testBrand } from '@wl/auth/testing';
import { describe, expect, it } from 'vitest';
import { PanelsProvider } from '../panels';
import { DownloadPopup } from './DownloadPopup';

startDemoPlatform();

const open = { open: 'download' as const, show: () => undefined, close: () => undefined };
const IOS = { nativeApp: false, standalone: false, ios: { major: 17, minor: 0 }, safari: true };

const renderPopup = (download: { resourceType: 'IOS' | 'MOBILECONFIG' | 'Android'; url: string }[]) =>
  renderApp(
    <PanelsProvider value={open}>
      <DownloadPopup platform={IOS} />
    </PanelsProvider>,
    { brand: testBrand({ links: { download, contact: {}, social: {}, chatHosts: [] } }) },
  );

describe('download popup', () => {
  it('links the app and the profile the brand has', async () => {
    await renderPopup([
      { resourceType: 'IOS', url: 'https://download.example/ios' },
      { resourceType: 'MOBILECONFIG', url: 'https://download.example/profile' },
    ]);
    expect(await screen.findByRole('link', { name: 'Download for iPhone' })).toHaveAttribute('href', 'https://download.example/ios');
    expect(screen.getByRole('link', { name: 'Install the profile' })).toHaveAttribute('href', 'https://download.example/profile');
  });

  it('draws no download button for an address the site will not open', async () => {
    await renderPopup([
      { resourceType: 'IOS', url: 'javascript:alert(1)' },
      { resourceType: 'MOBILECONFIG', url: 'https://user:pass@download.example/profile' },
    ]);
    expect(await screen.findByRole('button', { name: 'Add to home screen' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download for iPhone' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Install the profile' })).toBeNull();
  });
});
