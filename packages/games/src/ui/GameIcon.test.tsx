import { fireEvent, screen } from '@testing-library/react';
import { imageCdnFor } from '@wl/brand';
import { renderApp, startDemoPlatform, testBrand } from '@wl/auth/testing';
import { describe, expect, it } from 'vitest';
import { GameIcon, useVendorIcon } from './GameIcon';

startDemoPlatform();

function Icon({ src }: { src?: string }) {
  return <GameIcon src={src} vendor="PG" vendorIcon={useVendorIcon()} />;
}

const icon = (container: HTMLElement) => container.querySelector('img');

describe('GameIcon', () => {
  it("falls back to the vendor's icon on this page load's image host, then to the vendor code", async () => {
    const hosts = ['https://img1.example/', 'https://img2.example/'];
    const { container } = await renderApp(<Icon src="https://games.example/broken.png" />, { brand: testBrand({ imageCdn: hosts }) });
    expect(icon(container)).toHaveAttribute('src', 'https://games.example/broken.png');
    fireEvent.error(icon(container)!);
    // the host every image of the page load uses (banners included), the colour mode as suffix
    expect(icon(container)).toHaveAttribute('src', `${imageCdnFor(hosts)}vendors/PG-dark.svg`);
    fireEvent.error(icon(container)!);
    expect(icon(container)).toBeNull();
    expect(screen.getByText('PG')).toBeInTheDocument();
  });

  it("uses the platform's own image host when the brand lists none", async () => {
    const brand = testBrand({ imageCdn: [] });
    const { container } = await renderApp(<Icon />, { brand });
    expect(icon(container)).toHaveAttribute('src', `${brand.api.baseUrl.replace(/\/$/, '')}/demo-cdn/vendors/PG-dark.svg`);
  });
});
