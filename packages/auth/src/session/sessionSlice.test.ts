import { configureStore } from '@reduxjs/toolkit';
import { sessionExpired } from '@wl/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUTO_LOGIN_KEY,
  readStoredSession,
  selectSession,
  selectSessionExpired,
  sessionEnded,
  sessionSlice,
  sessionStarted,
  SESSION_STORAGE_KEY,
  syncSessionStorage,
} from './sessionSlice';

const info = { token: 'tok', merchantCode: 'WLDEMO', userName: 'demo', type: 0, firstTimeLogin: false };

function store() {
  const s = configureStore({ reducer: { session: sessionSlice.reducer } });
  syncSessionStorage(s);
  return s;
}

describe('session', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('stores the session in sessionStorage MC_SESSION_INFO (not localStorage) and sets autoLogin', () => {
    const s = store();
    s.dispatch(sessionStarted(info));
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual(info);
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('1');
    expect(JSON.stringify(localStorage)).not.toContain('tok');
    expect(readStoredSession()).toEqual(info);
  });

  it('clears every trace on logout and sets autoLogin to 0', () => {
    const s = store();
    s.dispatch(sessionStarted(info));
    s.dispatch(sessionEnded());
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
    expect(selectSession(s.getState())).toBeNull();
  });

  it('ends the session and raises the notice when the platform says it expired', () => {
    const s = store();
    s.dispatch(sessionStarted(info));
    s.dispatch(sessionExpired());
    expect(selectSession(s.getState())).toBeNull();
    expect(selectSessionExpired(s.getState())).toBe(true);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ignores a broken stored session', () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, '{"token":1}');
    expect(readStoredSession()).toBeNull();
  });
});
