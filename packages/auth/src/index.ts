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
  MEMBER_STORAGE_PREFIX,
  type SessionInfo,
  type SessionState,
} from './session/sessionSlice';
export { authApi, AUTH_TAGS, readWalletAfter, useLoginMutation, useLogoutMutation, useMemberInfoQuery, useWalletQuery } from './session/authApi';
export { returnPathFrom, type ReturnState } from './session/returnPath';
export { AppProviders, type AppProvidersProps } from './AppProviders';
export { SessionExpiryNotice } from './session/SessionExpiryNotice';
export { WalletBalance } from './session/WalletBalance';
export { useFormatAmount } from './session/useFormatAmount';
export { useSignOutPrompt, type SignOutPrompt } from './session/SignOutPrompt';
export { checkAccess, isAgentType, isTrialType, type AccessDecision, type GatedFeature } from './gates/access';
export { useAccessGate, FREE_REJECT_TOAST_MS } from './gates/useAccessGate';
export { AccessGuard } from './gates/AccessGuard';
export { useRequireLogin, LOGIN_MODAL_BODY_CLASS } from './login/LoginModalProvider';
export { useMemberSession } from './session/useMemberSession';
export { useLiveChat } from './support/useLiveChat';
export { chatLanguage, CHAT_REDIRECT_MS } from './support/chat';
export { useCustomerServiceQuery } from './support/supportApi';
export {
  brandContactUrl,
  customerServiceLinks,
  customerServiceUrl,
  useCustomerServiceUrl,
  type CustomerServiceLink,
  type CustomerServiceLinks,
} from './support/customerService';

export { authScreens } from './screens';
