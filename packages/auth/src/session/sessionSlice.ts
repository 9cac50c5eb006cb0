import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '@wl/api-client';

/** What the platform tells us about a session (spec 000 section 3, session info). */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  /** customer type: 0, 1, 2 members; 4 trial; agents any type but 0, 4, 40 */
  type: number;
  firstTimeLogin: boolean;
}

export interface SessionState {
  info: SessionInfo | null;
  /** set when the platform ended the session; the shell shows the logged-out notice once */
  expired: boolean;
}

/** sessionStorage key of the session (docs/product-decisions.md 7: not localStorage, never in a URL). */
export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';
/** localStorage key of the trial (free play) name (spec 000 section 3, trial user); cleared at logout. */
export const TRIAL_USER_KEY = 'trialUser';
/** localStorage flag saying whether to restore a login (spec: autoLogin). */
export const AUTO_LOGIN_KEY = 'autoLogin';
/**
 * Prefix of the sessionStorage and localStorage keys that hold something of the member (e.g. content's login
 * popup flag): they all go when the session ends, in every tab (`@wl/auth/tabs`). The player's preferences
 * (language, theme, the remembered login) are not member keys and stay.
 */
export const MEMBER_STORAGE_PREFIX = 'wl.member.';

function isSessionInfo(value: unknown): value is SessionInfo {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.token === 'string' && typeof v.userName === 'string' && typeof v.type === 'number' && typeof v.merchantCode === 'string';
}

/** Reads a stored session (used for the store's preloaded state). */
export function readStoredSession(): SessionInfo | null {
  try {
    const raw = sessionStorage.getItem(SESSION_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isSessionInfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Mirrors the session into storage; the store calls it on every change of session info. */
export function writeStoredSession(info: SessionInfo | null): void {
  try {
    if (info) {
      sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(info));
      localStorage.setItem(AUTO_LOGIN_KEY, '1');
    } else {
      sessionStorage.removeItem(SESSION_STORAGE_KEY);
      localStorage.setItem(AUTO_LOGIN_KEY, '0');
    }
  } catch {
    // storage unavailable (private mode): the session lives in memory only
  }
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ info: null, expired: false }),
  reducers: {
    sessionStarted(state, action: PayloadAction<SessionInfo>) {
      state.info = action.payload;
      state.expired = false;
    },
    sessionEnded(state) {
      state.info = null;
    },
    expiryNoticeShown(state) {
      state.expired = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state) => {
      if (!state.info) return;
      state.info = null;
      state.expired = true;
    });
  },
});

export const { sessionStarted, sessionEnded, expiryNoticeShown } = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSession = (state: unknown): SessionInfo | null => (state as WithSession).session.info;
export const selectToken = (state: unknown): string | undefined => selectSession(state)?.token;
export const selectIsLoggedIn = (state: unknown): boolean => selectSession(state) !== null;
/**
 * Keeps MC_SESSION_INFO and autoLogin in step with the store (reducers stay pure).
 * Returns the unsubscribe function.
 */
export function syncSessionStorage(store: { getState: () => unknown; subscribe: (listener: () => void) => () => void }): () => void {
  let last = selectSession(store.getState());
  return store.subscribe(() => {
    const next = selectSession(store.getState());
    if (next !== last) {
      last = next;
      writeStoredSession(next);
    }
  });
}
export const selectSessionExpired = (state: unknown): boolean => (state as WithSession).session.expired;
