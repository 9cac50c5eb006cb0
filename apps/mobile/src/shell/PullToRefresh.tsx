import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { refetchOpenScreen, useAppDispatch, useAppSelector } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { OVERLAY_OPEN_ATTRIBUTE, Spinner } from '@wl/ui-kit';

/** How far (CSS px, after damping) a pull must go to refresh, and the most the indicator follows the finger. */
export const PULL = { threshold: 64, max: 96, damping: 0.5, minShowMs: 500 } as const;

const Indicator = styled.div<{ $offset: number }>`
  position: fixed;
  top: 0;
  left: 50%;
  z-index: 95;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  padding: ${(p) => p.theme.space['2']} ${(p) => p.theme.space['3']};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.bg.raised};
  box-shadow: ${(p) => p.theme.shadow.raised};
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.size.sm};
  transform: translate(-50%, ${(p) => p.$offset}px);
  pointer-events: none;
`;

/** Whether any read of the open screen is on its way. */
const anyQueryPending = (state: unknown) =>
  Object.values((state as { api: { queries: Record<string, { status?: string } | undefined> } }).api.queries).some(
    (query) => query?.status === 'pending',
  );

/**
 * Pull to refresh (on the pages the route table names): a touch that starts at the top of the page and pulls down
 * past the threshold asks every read of the open screen again (RTK Query's focus refetch), with a status while
 * they load. Not while a dialog, drawer or menu is open. The browser's own pull-to-reload is off (global style), so
 * a pull never reloads the whole site.
 */
export function PullToRefresh() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const pending = useAppSelector(anyQueryPending);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState<number | null>(null);
  const distance = useRef(0);

  useEffect(() => {
    let startY: number | null = null;
    const start = (e: TouchEvent) => {
      const ready = window.scrollY <= 0 && e.touches.length === 1 && !document.body.hasAttribute(OVERLAY_OPEN_ATTRIBUTE);
      startY = ready ? e.touches[0]!.clientY : null;
    };
    const move = (e: TouchEvent) => {
      if (startY === null) return;
      distance.current = Math.min(Math.max(0, (e.touches[0]!.clientY - startY) * PULL.damping), PULL.max);
      setPull(distance.current);
    };
    const end = () => {
      if (startY === null) return;
      startY = null;
      if (distance.current >= PULL.threshold) {
        setRefreshing(Date.now());
        dispatch(refetchOpenScreen());
      }
      distance.current = 0;
      setPull(0);
    };
    window.addEventListener('touchstart', start, { passive: true });
    window.addEventListener('touchmove', move, { passive: true });
    window.addEventListener('touchend', end, { passive: true });
    window.addEventListener('touchcancel', end, { passive: true });
    return () => {
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchmove', move);
      window.removeEventListener('touchend', end);
      window.removeEventListener('touchcancel', end);
    };
  }, [dispatch]);

  // the status stays while the screen's reads load, and long enough to be seen
  useEffect(() => {
    if (refreshing === null || pending) return;
    const timer = setTimeout(() => setRefreshing(null), Math.max(0, refreshing + PULL.minShowMs - Date.now()));
    return () => clearTimeout(timer);
  }, [refreshing, pending]);

  if (refreshing !== null)
    return (
      <Indicator $offset={PULL.threshold} role="status">
        <Spinner size="sm" />
        {t('common.refreshing')}
      </Indicator>
    );
  if (pull === 0) return null;
  return (
    <Indicator $offset={pull} aria-hidden="true">
      {t(pull >= PULL.threshold ? 'common.releaseToRefresh' : 'common.pullToRefresh')}
    </Indicator>
  );
}
