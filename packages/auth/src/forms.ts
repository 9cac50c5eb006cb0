// @wl/auth/forms: what other features' forms share with the account forms (the registration rule set, its checks,
// revalidation on a language change, a mobile number proven by an SMS code). An entry of its own, so that importing @wl/auth for the session does not
// reach the account calls and their catalogue entries: the home route stays without them (docs/design.md section 9).
export { useRegisterSettingsQuery } from './account/accountsApi';
export { checkConfirm, checkRegisterField, type Message as ValidationMessage } from './rules/validation';
export { useRevalidateOnLanguageChange } from './rules/useRevalidateOnLanguageChange';
export { usePhoneCode, type PhoneCodeOptions } from './account/usePhoneCode';
export { isTransientFailure, useErrorText } from './errors/useErrorText';
export { MoneyConfirm, type MoneyConfirmPassword, type MoneyConfirmProps } from './money/MoneyConfirm';
export { DateRangeForm, type DateRangeFormProps } from './dates/DateRangeForm';
