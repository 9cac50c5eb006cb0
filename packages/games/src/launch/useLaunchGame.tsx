import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { brandUrlPolicy, openBlankWindow, openPlatformUrl } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Prompt, useToast } from '@wl/ui-kit';
import { useAddRecentMutation, useLaunchGameMutation, useVendorGameTypesQuery, type Game } from '../gamesApi';
import { useGameLanguage } from '../hooks/useGameLanguage';
import { useGoToLogin, useSessionFacts } from '../hooks/useSessionFacts';
import { launchRoute } from '../model/launch';
import { useLaunchFailure } from './launchFailure';
import { prizeModeFor } from '../model/vendors';

export type LaunchableGame = Pick<Game, 'gameType' | 'vassalage' | 'gameId' | 'nodeId' | 'gameClassifyNew'>;

/**
 * Launching (spec 001 section 4, docs/product-decisions.md 16): a guest goes to /m/login; LOTT and ELOTT to the
 * launch page; TCG lottery lobbies open in this tab; other games in a new window, opened during the tap so that popup
 * blockers allow it. A blocked popup shows the spec's message with a button to open the game here. Every
 * launched game is recorded as recent. The launch URL opens only as `openPlatformUrl` accepts it under the brand's
 * launch policy (`security.launchHosts`, https only unless `security.allowHttp`; issue 26 item 1): a refused one
 * opens nothing (the blank window closes) and the player is told the game could not be opened. Render `prompt`
 * once where the hook is used.
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
  const failure = useLaunchFailure();
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
      const popup = route.kind === 'generic' ? openBlankWindow() : null;
      const failed = (error?: unknown) => toast.show({ kind: 'error', message: failure(error) });
      launchGame(route.query)
        .unwrap()
        .then(({ url }) => {
          const outcome = openPlatformUrl(url, brandUrlPolicy(brand, 'launch'), route.kind === 'lottery' ? 'here' : popup);
          if (outcome === 'refused') {
            failed();
            return;
          }
          void addRecent({ nodeId: game.nodeId });
          if (outcome === 'blocked') setBlockedUrl(url);
        })
        .catch((error: unknown) => {
          popup?.close();
          failed(error);
        });
    },
    [loggedIn, freePlay, vendors.data, brand, goToLogin, addRecent, navigate, launchGame, toast, failure],
  );

  const prompt = (
    <Prompt
      open={blockedUrl !== undefined}
      title={tg('title')}
      message={t('common.popupBlocked')}
      confirmLabel={t('common.openHere')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => {
        if (blockedUrl) openPlatformUrl(blockedUrl, brandUrlPolicy(brand, 'launch'), 'here');
        setBlockedUrl(undefined);
      }}
      onCancel={() => setBlockedUrl(undefined)}
    />
  );
  return { launch, prompt };
}
