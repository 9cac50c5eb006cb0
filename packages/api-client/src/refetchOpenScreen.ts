import type { UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

let focused: (() => UnknownAction) | undefined;

/**
 * The action that asks every read of the open screen again (the reads are `refetchOnFocus`): what the player
 * returning to the tab gets, on demand (pull to refresh).
 */
export function refetchOpenScreen(): UnknownAction {
  // RTK Query hands its listener actions only to a custom setupListeners handler: this one listens to nothing and
  // keeps the focus action's creator
  if (!focused)
    setupListeners(
      () => undefined as never,
      (_dispatch, actions) => {
        focused = actions.onFocus;
        return () => undefined;
      },
    );
  return focused!();
}
