import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MEMBER_STORAGE_PREFIX, useFormatAmount, useLogoutMutation } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Button, Dialog, useDialogTurn } from '@wl/ui-kit';
import { useLazyProtectionSessionQuery, useProtectionSettingsQuery, type SessionFigures } from '../protectionApi';
import { useDuration } from '../useDuration';

/** sessionStorage (a member key: it goes with the session): when the last reality check was answered, on this device's clock. */
export const LAST_CHECK_KEY = `${MEMBER_STORAGE_PREFIX}realityCheckAt`;

function readLastCheck(): number | null {
  try {
    const value = Number(sessionStorage.getItem(LAST_CHECK_KEY));
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

function writeLastCheck(at: number): void {
  try {
    sessionStorage.setItem(LAST_CHECK_KEY, String(at));
  } catch {
    // storage unavailable: the next check counts from the session's start
  }
}

/**
 * The reality check: every `realityCheckMinutes` of the session (the platform's session start, moved to this
 * device's clock), a dialog with the time played, the stake and the net result of the session, read when it shows;
 * "continue" closes it until the next interval, "log out" ends the session. A game launched in this tab replaces the
 * site; when the player comes back to it (a new load, or the back-forward cache) a check that fell due in between
 * shows at once.
 */
export function RealityCheck() {
  const { t } = useTranslation('protection');
  const settings = useProtectionSettingsQuery();
  const [readFigures] = useLazyProtectionSessionQuery();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const navigate = useNavigate();
  const money = useFormatAmount();
  const duration = useDuration();
  const minutes = settings.data?.realityCheckMinutes ?? null;
  const [start, setStart] = useState<number | null>(null);
  const [last, setLast] = useState(readLastCheck);
  const [shown, setShown] = useState<{ playedMs: number; figures: SessionFigures } | null>(null);

  // where the session started, on this device's clock (the platform's start and its clock at the answer)
  useEffect(() => {
    if (minutes === null || start !== null) return;
    readFigures()
      .unwrap()
      .then((figures) => setStart(Date.now() - (figures.serverTime - figures.startedAt)))
      .catch(() => undefined);
  }, [minutes, start, readFigures]);

  const show = useCallback(async () => {
    const figures = await readFigures().unwrap().catch(() => undefined);
    if (figures && start !== null) setShown({ playedMs: Date.now() - start, figures });
  }, [readFigures, start]);

  useEffect(() => {
    if (minutes === null || start === null || shown) return undefined;
    const due = Math.max(last ?? start, start) + minutes * 60_000;
    const check = () => {
      if (Date.now() >= due) void show();
    };
    const timer = setTimeout(check, Math.max(0, due - Date.now()));
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', check);
    };
  }, [minutes, start, last, shown, show]);

  // one dialog at a time: a reality check that falls due over the login announcements waits for them to close
  const turn = useDialogTurn(shown !== null);

  const keepPlaying = () => {
    const now = Date.now();
    writeLastCheck(now);
    setLast(now);
    setShown(null);
  };

  return (
    <Dialog
      open={turn}
      onClose={keepPlaying}
      closeOnMask={false}
      title={t('reality.dialogTitle')}
      footer={
        <>
          <Button
            variant="secondary"
            loading={loggingOut}
            onClick={() =>
              void logout()
                .unwrap()
                .catch(() => undefined)
                .then(() => navigate('/m/home', { replace: true }))
            }
          >
            {t('reality.logOut')}
          </Button>
          <Button onClick={keepPlaying}>{t('reality.continue')}</Button>
        </>
      }
    >
      {shown && (
        <>
          <p>{t('reality.played', { duration: duration(shown.playedMs) })}</p>
          <p>{t('reality.staked', { amount: money(shown.figures.staked) })}</p>
          <p data-testid="reality-net">{t('reality.result', { amount: money(shown.figures.netResult) })}</p>
        </>
      )}
    </Dialog>
  );
}
