import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Prompt, useToast } from '@wl/ui-kit';
import { useAddRecentMutation, useLaunchGameMutation, useVendorGameTypesQuery, type Game } from '../gamesApi';
import { useGameLanguage } from '../hooks/useGameLanguage';
import { useGoToLogin, useSessionFacts } from '../hooks/useSessionFacts';
import { launchRoute } from '../model/launch';
import { prizeModeFor } from '../model/vendors';

export type LaunchableGame = Pick<Game, 'gameType' | 'vassalage' | 'gameId' | 'nodeId' | 'gameClassifyNew'>;

/** Opens a URL in the same tab (lottery launchers, and a blocked popup's fallback). */
function openHere(url: string): void {
  window.location.assign(url);
}

/**
 * Launching (spec 001 section 4, docs/product-decisions.md 16): a guest goes to /m/login; LOTT and ELOTT to the
 * launch page; TCG lottery lobbies open in this tab; other games in a new window, opened during the tap so that popup
 * blockers allow it. A blocked popup shows the spec's message with a button to open the game here. Every
 * launched game is recorded as recent. Render `prompt` once where the hook is used.
 */
export function useLaunchGame(): { launch: (game: LaunchableGame) => void; prompt: ReactNode } {
  const { loggedIn, freePlay } = useSessionFacts();
  const brand = useBrand();
  const language = useGameLanguage();
  const vendors = useVendorGameTypesQuery({ language });
  const [launchGame] = useLaunchGameMutation();
  const [addRecent] = useAddRecentMutation();
  const navigate = useNavigate();
  const goToLogin = useGoToLogin();
  const toast = useToast();
  const { t } = useTranslation();
  const { t: tg } = useTranslation('games');
  const [blockedUrl, setBlockedUrl] = useState<string>();

  const launch = useCallback(
    (game: LaunchableGame) => {
      const route = launchRoute(game, { loggedIn, freePlay, prizeMode: prizeModeFor(vendors.data), lottoMode: brand.lottoMode });
      if (route.kind === 'login') {
        goToLogin();
        return;
      }
      if (route.kind === 'launchPage') {
        void addRecent({ nodeId: game.nodeId });
        void navigate(route.path);
        return;
      }
      // the window must open in the tap itself; the URL follows when the platform answers
      const popup = route.kind === 'generic' ? window.open('', '_blank') : null;
      if (popup) popup.opener = null;
      launchGame(route.query)
        .unwrap()
        .then(({ url }) => {
          void addRecent({ nodeId: game.nodeId });
          if (route.kind === 'lottery') openHere(url);
          else if (popup && !popup.closed) popup.location.href = url;
          else setBlockedUrl(url);
        })
        .catch(() => {
          popup?.close();
          toast.show({ kind: 'error', message: tg('launch.failed') });
        });
    },
    [loggedIn, freePlay, vendors.data, brand.lottoMode, goToLogin, addRecent, navigate, launchGame, toast, tg],
  );

  const prompt = (
    <Prompt
      open={blockedUrl !== undefined}
      title={tg('title')}
      message={t('common.popupBlocked')}
      confirmLabel={t('common.openHere')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => {
        if (blockedUrl) openHere(blockedUrl);
        setBlockedUrl(undefined);
      }}
      onCancel={() => setBlockedUrl(undefined)}
    />
  );
  return { launch, prompt };
}
