export { baseApi } from './baseApi';
export { refetchInLanguage, refetchOpenScreen } from './refetchOpenScreen';
export { defineTags, tagTypes } from './tags';
export {
  platformBaseQuery,
  sessionExpired,
  isApiError,
  errorField,
  buildUrl,
  DEFAULT_TIMEOUT_MS,
  READ_RETRY_DELAYS_MS,
  type ApiContext,
  type ApiError,
  type PlatformRequest,
} from './baseQuery';
export { createWebCryptoCipher, decryptPayload, importPrivateKey, importPublicKey, isEncryptedBody, type EncryptedBody, type PayloadCipher } from './cipher';
export { throttle, debounce, THROTTLE_MS, DEBOUNCE_MS } from './timing';
export { useAppDispatch, useAppSelector, type AppDispatch } from './hooks';
export {
  MONEY_SCALE,
  MAX_AMOUNT_DIGITS,
  toMinor,
  fromMinor,
  addAmounts,
  compareAmounts,
  readAmount,
  newIdempotencyKey,
  type AmountProblem,
  type AmountReading,
  type AmountRules,
} from './money';
export { useMoneyFlow, isUnanswered, type MoneyCheck, type MoneyFlow, type MoneyFlowOptions, type MoneyOutcome } from './moneyOperation';
export {
  openablePlatformUrl,
  openPlatformUrl,
  openBlankWindow,
  brandUrlPolicy,
  platformOrigin,
  platformNavigation,
  ANY_HTTPS,
  MAX_PLATFORM_URL_LENGTH,
  type PlatformUrlPolicy,
  type PlatformUrlUse,
  type PlatformUrlTarget,
  type PlatformUrlOutcome,
  type BrandUrlFacts,
} from './platformUrl';
export {
  HEADER,
  ENCRYPTION_SCHEME,
  ERROR_CODE,
  FAULTS,
  PLATFORM,
  MEMBER_TYPE,
  type Envelope,
  type SuccessEnvelope,
  type ErrorEnvelope,
  type ErrorCode,
  type ModuleId,
  type Fault,
  type SystemStatus,
  type LoginPayload,
  type LoginValue,
  type MemberInfoValue,
  type WalletValue,
} from './protocol';
