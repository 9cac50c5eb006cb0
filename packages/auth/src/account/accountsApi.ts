import { baseApi } from '@wl/api-client';
import {
  ACCOUNTS_PATH,
  MODULE,
  type CaptchaValue,
  type ChangePasswordPayload,
  type CountryValue,
  type FreePlayValue,
  type LoginValue,
  type MemberIconValue,
  type PasswordByPhonePayload,
  type PasswordByPhoneValue,
  type RegisterPayload,
  type RegisterSettings,
  type SliderChallenge,
  type SmsCodePayload,
  type SmsCodeValue,
} from '@wl/api-client/protocol';
import { sessionStarted } from '../session/sessionSlice';
import { authApi } from '../session/authApi';

/** Registration, password flows, SMS codes, trial play, captcha, countries and head icon (spec 000 section 7). */
const api = baseApi.enhanceEndpoints({ addTagTypes: ['MemberIcon'] }).injectEndpoints({
  endpoints: (build) => ({
    captcha: build.query<CaptchaValue, number | void>({
      // the argument is a nonce: a new number fetches a new image (tap to reload)
      query: () => ({ path: ACCOUNTS_PATH.captcha, module: MODULE.CAPTCHA3, auth: 'none' }),
      keepUnusedDataFor: 0,
    }),
    sliderChallenge: build.query<SliderChallenge, number | void>({
      query: () => ({ path: ACCOUNTS_PATH.slider, module: MODULE.GEETEST3, auth: 'none' }),
      keepUnusedDataFor: 0,
    }),
    registerSettings: build.query<RegisterSettings, void>({
      query: () => ({ path: ACCOUNTS_PATH.registerSettings, module: MODULE.REG3 }),
    }),
    countries: build.query<CountryValue[], void>({
      query: () => ({ path: ACCOUNTS_PATH.country, module: MODULE.COMM3 }),
    }),
    checkUsername: build.mutation<{ available: boolean }, string>({
      query: (username) => ({ path: ACCOUNTS_PATH.checkUsername, module: MODULE.REG3, params: { username } }),
    }),
    sendSmsCode: build.mutation<SmsCodeValue, SmsCodePayload & { purpose: 'register' | 'noLogin' }>({
      query: ({ purpose, ...body }) =>
        purpose === 'register'
          ? { path: ACCOUNTS_PATH.smsRegister, method: 'POST', module: MODULE.REGMOBVERF3, auth: 'none', body }
          : { path: ACCOUNTS_PATH.smsNoLogin, method: 'POST', module: MODULE.VERIFICATION3, body },
    }),
    register: build.mutation<LoginValue, RegisterPayload & { byMobile: boolean; merchantCode: string }>({
      query: ({ byMobile, merchantCode: _merchantCode, ...body }) => ({
        path: byMobile ? ACCOUNTS_PATH.registerMobile : ACCOUNTS_PATH.register,
        method: 'PUT',
        module: byMobile ? MODULE.MOBILENUMREG3 : MODULE.REG3,
        auth: 'none',
        encrypted: true,
        body,
      }),
      async onQueryStarted({ merchantCode }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        // success logs the player in (spec 000 section 2, registration)
        dispatch(sessionStarted({ token: data.token, userName: data.userName, type: data.type, firstTimeLogin: data.firstTimeLogin, merchantCode }));
        dispatch(authApi.util.invalidateTags(['Member', 'Wallet']));
      },
    }),
    trialUser: build.mutation<{ userName: string }, { trialMerchantCode: string }>({
      query: ({ trialMerchantCode }) => ({ path: ACCOUNTS_PATH.trialUser, auth: 'none', merchantCode: trialMerchantCode }),
    }),
    freePlay: build.mutation<FreePlayValue, { username: string; trialMerchantCode: string }>({
      query: ({ username, trialMerchantCode }) => ({
        path: ACCOUNTS_PATH.freePlay,
        method: 'POST',
        module: MODULE.FREEPLAY3,
        auth: 'none',
        merchantCode: trialMerchantCode,
        body: { username },
      }),
      async onQueryStarted({ trialMerchantCode }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          sessionStarted({ token: data.token, userName: data.userName, type: data.customerType, firstTimeLogin: false, merchantCode: trialMerchantCode }),
        );
        dispatch(authApi.util.invalidateTags(['Member', 'Wallet']));
      },
    }),
    forgotPasswordByEmail: build.mutation<unknown, { username: string; email: string }>({
      query: (body) => ({ path: ACCOUNTS_PATH.passwordEmail, method: 'POST', module: MODULE.COMM3, form: true, body }),
    }),
    setPasswordByPhone: build.mutation<PasswordByPhoneValue, PasswordByPhonePayload>({
      query: (body) => ({ path: ACCOUNTS_PATH.passwordByPhone, method: 'POST', module: MODULE.CHNGPASSVERIF3, auth: 'none', encrypted: true, body }),
    }),
    changePassword: build.mutation<null, ChangePasswordPayload>({
      query: (body) => ({ path: ACCOUNTS_PATH.passwordChange, method: 'POST', module: MODULE.PASS3, encrypted: true, body }),
    }),
    memberIcon: build.query<MemberIconValue, void>({
      query: () => ({ path: ACCOUNTS_PATH.memberIcon, module: MODULE.PROFPIC3 }),
      providesTags: ['MemberIcon'],
    }),
    setMemberIcon: build.mutation<MemberIconValue, number>({
      query: (icon) => ({ path: ACCOUNTS_PATH.memberIcon, method: 'POST', module: MODULE.PROFPIC3, form: true, body: { icon: String(icon) } }),
      invalidatesTags: ['MemberIcon'],
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
