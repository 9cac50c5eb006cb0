import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@wl/i18n';
import { errorMessageKey } from '@wl/i18n';
import { useToast } from '@wl/ui-kit';
import { isApiError } from '@wl/api-client';
import { useAddFavouriteMutation, useFavouriteIdsQuery, useRemoveFavouriteMutation, type Game } from '../gamesApi';
import { useGoToLogin, useSessionFacts } from './useSessionFacts';

/**
 * Favourites of the member: the id list (fetched only with a session, at most 100) and a toggle that sends a
 * guest to /m/login, skips a game already there, and removes locally before telling the platform.
 */
export function useFavourites() {
  const { member } = useSessionFacts();
  const ids = useFavouriteIdsQuery(member ?? skipToken);
  const [add] = useAddFavouriteMutation();
  const [remove] = useRemoveFavouriteMutation();
  const goToLogin = useGoToLogin();
  const toast = useToast();
  const { t } = useTranslation();
  const favourites = useMemo(() => new Set(ids.data ?? []), [ids.data]);

  const toggle = useCallback(
    (game: Pick<Game, 'nodeId' | 'vassalage'>) => {
      if (!member) {
        goToLogin();
        return;
      }
      const change = { nodeId: game.nodeId, vendor: game.vassalage, member };
      const call = favourites.has(game.nodeId) ? remove(change) : add(change);
      call.unwrap().catch((error: unknown) => {
        toast.show({ kind: 'error', message: t(errorMessageKey(isApiError(error) ? error.code : 'unknown')) });
      });
    },
    [member, favourites, add, remove, goToLogin, toast, t],
  );

  return { favourites, toggle };
}
