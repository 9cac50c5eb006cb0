import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';

export type NetworkState = 'ok' | 'slow' | 'offline';

/** Effective connection types the browser reports as too slow for the site. */
const SLOW = new Set(['slow-2g', '2g']);

/** 'No Internet' when offline, 'Slow Connection' on a 2G-class connection (Network Information API, where there is one). */
export function networkState(online: boolean, effectiveType: string | undefined): NetworkState {
  if (!online) return 'offline';
  return effectiveType && SLOW.has(effectiveType) ? 'slow' : 'ok';
}

type Connection = EventTarget & { effectiveType?: string };
const connection = (): Connection | undefined => (navigator as Navigator & { connection?: Connection }).connection;

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  connection()?.addEventListener('change', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    connection()?.removeEventListener('change', listener);
  };
}

const read = () => networkState(navigator.onLine, connection()?.effectiveType);

/** The browser's network state, kept current ('ok' while rendering on a server). */
export function useNetworkState(): NetworkState {
  return useSyncExternalStore(subscribe, read, () => 'ok' as const);
}

const Banner = styled.div<{ $state: NetworkState }>`
  position: sticky;
  top: 0;
  z-index: 95;
  padding: ${(p) => p.theme.space['2']} ${(p) => p.theme.space['3']};
  background: ${(p) => (p.$state === 'offline' ? p.theme.color.status.danger : p.theme.color.status.warning)};
  color: ${(p) => p.theme.color.status.onStatus};
  font-size: ${(p) => p.theme.font.size.sm};
  font-weight: ${(p) => p.theme.font.weight.bold};
  text-align: center;
`;

/** The 'Slow Connection' and 'No Internet' notices, from the browser's network state. */
export function NetworkNotice() {
  const { t } = useTranslation();
  const state = useNetworkState();
  return (
    <div role="status" aria-live="polite">
      {state !== 'ok' && <Banner $state={state}>{t(state === 'offline' ? 'common.noInternet' : 'common.slowConnection')}</Banner>}
    </div>
  );
}
