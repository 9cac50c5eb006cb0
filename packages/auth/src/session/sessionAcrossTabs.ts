// @wl/auth/tabs: the session's end (and a login) told to every open tab of the site, and what a session's end
// clears. Its own entry, so the app loads it after the first view (home's start does not grow).
import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi, sessionExpired } from '@wl/api-client';
import { AUTO_LOGIN_KEY, MEMBER_STORAGE_PREFIX, selectSession, selectSessionExpired, sessionEnded, type SessionInfo } from './sessionSlice';

/**
 * What a tab tells the others. Never a token: `ended` says only why, `started` who logged in (the username is
 * shown on screen anyway; the token stays in the tab that received it, product decision 7).
 */
export type SessionSignal = { type: 'ended'; reason: 'logout' | 'expired' } | { type: 'started'; userName: string; merchantCode: string };

/** The BroadcastChannel the tabs of the site talk on. */
export const SESSION_CHANNEL_NAME = 'wl-session';
/** localStorage key of the fallback without BroadcastChannel: written and removed at once (its storage event is the message). */
export const SESSION_SIGNAL_KEY = 'wl.sessionSignal';

/** How tabs of the same site reach each other. */
export interface TabChannel {
  post(signal: SessionSignal): void;
  /** Calls `onSignal` with every well-formed signal another tab posts; returns the unsubscribe function. */
  listen(onSignal: (signal: SessionSignal) => void): () => void;
  close(): void;
}

/** A signal from another tab, checked (any script of the origin can post on the channel); null when it is none. */
export function parseSessionSignal(data: unknown): SessionSignal | null {
  if (!data || typeof data !== 'object') return null;
  const value = data as Record<string, unknown>;
  if (value.type === 'ended') return { type: 'ended', reason: value.reason === 'expired' ? 'expired' : 'logout' };
  if (value.type === 'started' && typeof value.userName === 'string' && typeof value.merchantCode === 'string') {
    return { type: 'started', userName: value.userName, merchantCode: value.merchantCode };
  }
  return null;
}

/** The channel where the browser has BroadcastChannel (every browser the site supports but Safari before 15.4). */
export function broadcastTabChannel(name = SESSION_CHANNEL_NAME): TabChannel {
  const channel = new BroadcastChannel(name);
  return {
    post: (signal) => channel.postMessage(signal),
    listen(onSignal) {
      const onMessage = (event: MessageEvent) => {
        const signal = parseSessionSignal(event.data);
        if (signal) onSignal(signal);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

/**
 * The fallback: a localStorage write fires a `storage` event in every other tab of the origin. The key is removed
 * at once, so nothing stays in storage and the same signal sent twice is delivered twice.
 */
export function storageTabChannel(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window, key = SESSION_SIGNAL_KEY): TabChannel {
  return {
    post(signal) {
      try {
        localStorage.setItem(key, JSON.stringify(signal));
        localStorage.removeItem(key);
      } catch {
        // storage unavailable: no other tab can be reached (nor share this one's data)
      }
    },
    listen(onSignal) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key || !event.newValue) return;
        let data: unknown;
        try {
          data = JSON.parse(event.newValue);
        } catch {
          return;
        }
        const signal = parseSessionSignal(data);
        if (signal) onSignal(signal);
      };
      target.addEventListener('storage', onStorage as EventListener);
      return () => target.removeEventListener('storage', onStorage as EventListener);
    },
    close: () => undefined,
  };
}

/** BroadcastChannel where there is one, else storage events. */
export function tabChannel(): TabChannel {
  return typeof BroadcastChannel === 'function' ? broadcastTabChannel() : storageTabChannel();
}

/** Removes every member key (`wl.member.*`) from sessionStorage and localStorage; preferences stay. */
export function clearMemberStorage(): void {
  for (const area of ['sessionStorage', 'localStorage'] as const) {
    try {
      const storage = globalThis[area];
      for (let i = storage.length - 1; i >= 0; i -= 1) {
        const key = storage.key(i);
        if (key?.startsWith(MEMBER_STORAGE_PREFIX)) storage.removeItem(key);
      }
    } catch {
      // storage unavailable: nothing was kept
    }
  }
}

const sameMember = (a: Pick<SessionInfo, 'userName' | 'merchantCode'>, b: Pick<SessionInfo, 'userName' | 'merchantCode'>) =>
  a.userName === b.userName && a.merchantCode === b.merchantCode;

export interface SessionStore {
  getState: () => unknown;
  dispatch: (action: UnknownAction) => unknown;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Keeps the tabs of the site on one session state (the app calls it once with its store; returns the stop
 * function):
 * - this tab's session ends (logout, the platform's `session.expired`, a signal from another tab): every member
 *   trace goes (the data layer's cached answers with `resetApiState`, member storage keys) and, unless the end
 *   came from another tab, the others are told why;
 * - another tab's `ended` ends this tab's session at once: `logout` to the guest view (member pages go through
 *   their gate), `expired` as its own expiry (the notice and /m/login, product decision 14);
 * - a login here tells the others who logged in; a tab showing another member turns guest (one player per browser,
 *   a shared phone does not keep the last player's account open in an old tab). A guest tab stays a guest: the
 *   token never leaves the tab that logged in.
 */
export function syncSessionAcrossTabs(store: SessionStore, channel: TabChannel = tabChannel()): () => void {
  let last = selectSession(store.getState());
  let fromOtherTab = false;

  const unsubscribe = store.subscribe(() => {
    const next = selectSession(store.getState());
    if (next === last) return;
    const previous = last;
    last = next;
    if (previous && !next) {
      const reason = selectSessionExpired(store.getState()) ? 'expired' : 'logout';
      clearMemberStorage();
      store.dispatch(baseApi.util.resetApiState());
      if (!fromOtherTab) channel.post({ type: 'ended', reason });
    } else if (next && (!previous || !sameMember(previous, next)) && !fromOtherTab) {
      channel.post({ type: 'started', userName: next.userName, merchantCode: next.merchantCode });
    }
  });

  const stopListening = channel.listen((signal) => {
    const session = selectSession(store.getState());
    if (!session || (signal.type === 'started' && sameMember(session, signal))) return;
    fromOtherTab = true;
    try {
      store.dispatch(signal.type === 'ended' && signal.reason === 'expired' ? sessionExpired() : sessionEnded());
    } finally {
      fromOtherTab = false;
    }
    if (signal.type === 'started') {
      // the other tab's login stands: this tab's end must not say there is no login to restore
      try {
        localStorage.setItem(AUTO_LOGIN_KEY, '1');
      } catch {
        // storage unavailable
      }
    }
  });

  return () => {
    unsubscribe();
    stopListening();
    channel.close();
  };
}
