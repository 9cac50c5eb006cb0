import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from './baseApi';

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

/**
 * After a language switch from or to `languages`: every cached read is asked again whose arguments name none of
 * them (the platform's texts come in the Language header, which follows the page's language); a read whose
 * arguments carry the language (the language itself, or `{ language: 'en', ... }`) is asked anew by its screen with
 * the new one, so it is not asked twice. Reads of screens not open are refreshed too, so going back to one never
 * shows the old language.
 */
export function refetchInLanguage(languages: readonly string[]): ThunkAction<void, unknown, unknown, UnknownAction> {
  const namesLanguage = (args: unknown) =>
    typeof args === 'string' ? languages.includes(args) : !!args && typeof args === 'object' && Object.values(args).some((value) => languages.includes(value as string));
  return (dispatch, getState) => {
    const state = getState() as Parameters<typeof baseApi.util.selectCachedArgsForQuery>[0];
    for (const [name, endpoint] of Object.entries(baseApi.endpoints as Record<string, { initiate?: unknown }>)) {
      const initiate = endpoint.initiate as (args: unknown, options: { subscribe: false; forceRefetch: true }) => UnknownAction;
      for (const args of baseApi.util.selectCachedArgsForQuery(state, name as never) as unknown[]) {
        if (namesLanguage(args)) continue;
        dispatch(initiate(args, { subscribe: false, forceRefetch: true }));
      }
    }
  };
}
