export {
  sessionSlice,
  sessionStarted,
  sessionEnded,
  expiryNoticeShown,
  readStoredSession,
  writeStoredSession,
  syncSessionStorage,
  selectSession,
  selectToken,
  selectIsLoggedIn,
  selectSessionExpired,
  SESSION_STORAGE_KEY,
  AUTO_LOGIN_KEY,
  type SessionInfo,
  type SessionState,
} from './session/sessionSlice';
export { authApi, useLoginMutation, useLogoutMutation, useMemberInfoQuery, useWalletQuery } from './session/authApi';
export { returnPathFrom, type ReturnState } from './session/returnPath';
export { AppProviders, type AppProvidersProps } from './AppProviders';
export { SessionExpiryNotice } from './session/SessionExpiryNotice';
export { useLogout } from './session/useLogout';
export { checkAccess, isAgentType, isTrialType, type AccessDecision, type GatedFeature } from './gates/access';

/** Screens, loaded lazily by the app's route table (one chunk each). */
export const authScreens = {
  login: () => import('./login/LoginPage').then((m) => m.LoginPage),
};
