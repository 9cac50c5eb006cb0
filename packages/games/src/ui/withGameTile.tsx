import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { BrandProvider, useBrand, useBrandAssets, type SlotVariant } from '@wl/brand';

/** The toolbar's brand (its colours, mode and language stay) with game tile `tile` (stories only). */
function WithGameTile({ tile, children }: { tile: SlotVariant<'game_tile'>; children: ReactNode }) {
  const brand = useBrand();
  const assets = useBrandAssets();
  return (
    <BrandProvider brand={{ ...brand, templates: { ...brand.templates, game_tile: tile } }} assets={assets}>
      {children}
    </BrandProvider>
  );
}

/** A story decorator showing the `game_tile` variant `tile`, whichever the toolbar's brand chooses. */
export const withGameTile =
  (tile: SlotVariant<'game_tile'>): Decorator =>
  (Story) => (
    <WithGameTile tile={tile}>
      <Story />
    </WithGameTile>
  );
