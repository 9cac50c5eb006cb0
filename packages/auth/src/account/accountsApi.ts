import { baseApi, defineTags, tagTypes } from '@wl/api-client';
import {
  captchaImage,
  changePassword,
  checkUsername,
  countries,
  freePlayLogin,
  memberIcon,
  passwordByEmail,
  passwordByPhone,
  registerByMobile,
  registerByUsername,
  registerSettings,
  setMemberIcon,
  sliderChallenge,
  smsCodeMobileRegister,
  smsCodeNoLogin,
  smsCodeRegister,
  trialUser,
} from '@wl/api-client/catalogue';
import type {
  CaptchaValue,
  ChangePasswordPayload,
  CountryValue,
  FreePlayValue,
  LoginValue,
  MemberIconValue,
  PasswordByPhonePayload,
  PasswordByPhoneValue,
  RegisterPayload,
  RegisterSettings,
  SliderChallenge,
  SmsCodeValue,
  SmsNoLoginPayload,
  SmsRegisterPayload,
  TrialUserValue,
} from '@wl/api-client/protocol';
import { sessionStarted } from '../session/sessionSlice';
import { AUTH_TAGS, authApi } from '../session/authApi';

/** The accounts area's cache tags. */
export const ACCOUNTS_TAGS = defineTags('accounts', ['MemberIcon']);

/**
 * An SMS code request: `noLogin` (SMS login, set password by phone) sends `mobileNum`; registration sends `mobileNo`,
 * as `register` for a username registration that verifies the number, as `mobileRegister` for a registration by
 * mobile number (the platform knows the two by their module ids).
 */
export type SmsCodeRequest = ({ purpose: 'noLogin' } & SmsNoLoginPayload) | ({ purpose: 'register' | 'mobileRegister' } & SmsRegisterPayload);

const SMS_REGISTER_CALL = { register: smsCodeRegister, mobileRegister: smsCodeMobileRegister } as const;

/** Registration, password flows, SMS codes, trial play, captcha, countries and head icon (spec 000 section 7). */
const api = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(ACCOUNTS_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    captcha: build.query<CaptchaValue, number | void>({
      // the argument is a nonce: a new number fetches a new image (tap to reload)
      query: () => ({ call: captchaImage }),
      keepUnusedDataFor: 0,
    }),
    sliderChallenge: build.query<SliderChallenge, number | void>({
      query: () => ({ call: sliderChallenge }),
      keepUnusedDataFor: 0,
    }),
    registerSettings: build.query<RegisterSettings, void>({
      query: () => ({ call: registerSettings }),
    }),
    countries: build.query<CountryValue[], void>({
      query: () => ({ call: countries }),
    }),
    checkUsername: build.mutation<unknown, string>({
      query: (username) => ({ call: checkUsername, params: { username } }),
    }),
    sendSmsCode: build.mutation<SmsCodeValue, SmsCodeRequest>({
      query: (request) => {
        if (request.purpose === 'noLogin') {
          const { purpose: _purpose, ...body } = request;
          return { call: smsCodeNoLogin, body };
        }
        const { purpose, ...body } = request;
        return { call: SMS_REGISTER_CALL[purpose], body };
      },
    }),
    register: build.mutation<LoginValue, RegisterPayload & { byMobile: boolean; merchantCode: string }>({
      query: ({ byMobile, merchantCode: _merchantCode, ...body }) => ({ call: byMobile ? registerByMobile : registerByUsername, body }),
      async onQueryStarted({ merchantCode }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        // success logs the player in (spec 000 section 2, registration)
        dispatch(sessionStarted({ token: data.token, userName: data.userName, type: data.type, firstTimeLogin: data.firstTimeLogin, merchantCode }));
        dispatch(authApi.util.invalidateTags([AUTH_TAGS.Member, AUTH_TAGS.Wallet]));
      },
    }),
    trialUser: build.mutation<TrialUserValue, { trialMerchantCode: string }>({
      query: ({ trialMerchantCode }) => ({ call: trialUser, merchantCode: trialMerchantCode }),
    }),
    freePlay: build.mutation<FreePlayValue, { username: string; trialMerchantCode: string }>({
      query: ({ username, trialMerchantCode }) => ({ call: freePlayLogin, merchantCode: trialMerchantCode, body: { username } }),
      async onQueryStarted({ trialMerchantCode }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          sessionStarted({ token: data.token, userName: data.userName, type: data.customerType, firstTimeLogin: false, merchantCode: trialMerchantCode }),
        );
        dispatch(authApi.util.invalidateTags([AUTH_TAGS.Member, AUTH_TAGS.Wallet]));
      },
    }),
    forgotPasswordByEmail: build.mutation<unknown, { username: string; email: string }>({
      query: (body) => ({ call: passwordByEmail, body }),
    }),
    setPasswordByPhone: build.mutation<PasswordByPhoneValue, PasswordByPhonePayload>({
      query: (body) => ({ call: passwordByPhone, body }),
    }),
    changePassword: build.mutation<unknown, ChangePasswordPayload>({
      query: (body) => ({ call: changePassword, body }),
    }),
    memberIcon: build.query<MemberIconValue, void>({
      query: () => ({ call: memberIcon }),
      providesTags: [ACCOUNTS_TAGS.MemberIcon],
    }),
    setMemberIcon: build.mutation<MemberIconValue, number>({
      query: (icon) => ({ call: setMemberIcon, body: { icon: String(icon) } }),
      invalidatesTags: [ACCOUNTS_TAGS.MemberIcon],
    }),
  }),
});

export const accountsApi = api;
export const {
  useCaptchaQuery,
  useSliderChallengeQuery,
  useRegisterSettingsQuery,
  useCountriesQuery,
  useCheckUsernameMutation,
  useSendSmsCodeMutation,
  useRegisterMutation,
  useTrialUserMutation,
  useFreePlayMutation,
  useForgotPasswordByEmailMutation,
  useSetPasswordByPhoneMutation,
  useChangePasswordMutation,
  useMemberIconQuery,
  useSetMemberIconMutation,
} = api;
