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
  TRIAL_USER_KEY,
  type SessionInfo,
  type SessionState,
} from './session/sessionSlice';
export { authApi, useLoginMutation, useLogoutMutation, useMemberInfoQuery, useWalletQuery } from './session/authApi';
export { returnPathFrom, type ReturnState } from './session/returnPath';
export { AppProviders, type AppProvidersProps } from './AppProviders';
export { SessionExpiryNotice } from './session/SessionExpiryNotice';
export { WalletBalance } from './session/WalletBalance';
export { useLogout } from './session/useLogout';
export { checkAccess, isAgentType, isTrialType, type AccessDecision, type GatedFeature } from './gates/access';
export { useAccessGate, FREE_REJECT_TOAST_MS } from './gates/useAccessGate';
export { useRequireLogin, LOGIN_MODAL_BODY_CLASS } from './login/LoginModalProvider';
export { useMemberSession } from './session/useMemberSession';
export { useRegisterSettingsQuery } from './account/accountsApi';
export { checkConfirm, checkRegisterField, type Message as ValidationMessage } from './rules/validation';

/** Screens, loaded lazily by the app's route table (one chunk each). */
export const authScreens = {
  login: () => import('./login/LoginPage').then((m) => m.LoginPage),
  register: () => import('./register/RegisterPage').then((m) => m.RegisterPage),
  forget: () => import('./password/ForgetPage').then((m) => m.ForgetPage),
  changePassword: () => import('./password/ChangePasswordPage').then((m) => m.ChangePasswordPage),
  trial: () => import('./trial/TrialPage').then((m) => m.TrialPage),
  settings: () => import('./settings/SettingsPage').then((m) => m.SettingsPage),
};
