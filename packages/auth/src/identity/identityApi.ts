import { baseApi } from '@wl/api-client';
import {
  DEMO_IDENTITY_PATH,
  type DemoIdentityTokenPayload,
  type DemoPhoneCodePayload,
  type DemoPhoneTokenPayload,
  type IdentityTokenValue,
  type SmsCodeValue,
} from '@wl/api-client/protocol';

/** The demo identity provider's service (the demo platform stands in for the provider's servers). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    demoIdentityToken: build.mutation<IdentityTokenValue, DemoIdentityTokenPayload>({
      query: (body) => ({ path: DEMO_IDENTITY_PATH.token, method: 'POST', auth: 'none', body }),
    }),
    demoPhoneCode: build.mutation<SmsCodeValue, DemoPhoneCodePayload>({
      query: (body) => ({ path: DEMO_IDENTITY_PATH.phoneCode, method: 'POST', auth: 'none', body }),
    }),
    demoPhoneToken: build.mutation<IdentityTokenValue, DemoPhoneTokenPayload>({
      query: (body) => ({ path: DEMO_IDENTITY_PATH.phoneToken, method: 'POST', auth: 'none', body }),
    }),
  }),
});

export const { useDemoIdentityTokenMutation, useDemoPhoneCodeMutation, useDemoPhoneTokenMutation } = api;
