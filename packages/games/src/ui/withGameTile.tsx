import type { Decorator } from '@storybook/react-vite';
import { WithTemplates, type SlotVariant } from '@wl/brand';

/** A story decorator showing the `game_tile` variant `tile`, whichever the toolbar's brand chooses. */
export const withGameTile =
  (tile: SlotVariant<'game_tile'>): Decorator =>
  (Story) => (
    <WithTemplates templates={{ game_tile: tile }}>
      <Story />
    </WithTemplates>
  );
