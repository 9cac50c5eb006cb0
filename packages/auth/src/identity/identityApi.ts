import { baseApi } from '@wl/api-client';
import { demoIdentityToken, demoPhoneCode, demoPhoneToken } from '@wl/api-client/catalogue';
import type { DemoIdentityTokenPayload, DemoPhoneCodePayload, DemoPhoneTokenPayload, IdentityTokenValue, SmsCodeValue } from '@wl/api-client/protocol';

/** The demo identity provider's service (the demo platform stands in for the provider's servers). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    demoIdentityToken: build.mutation<IdentityTokenValue, DemoIdentityTokenPayload>({
      query: (body) => ({ call: demoIdentityToken, body }),
    }),
    demoPhoneCode: build.mutation<SmsCodeValue, DemoPhoneCodePayload>({
      query: (body) => ({ call: demoPhoneCode, body }),
    }),
    demoPhoneToken: build.mutation<IdentityTokenValue, DemoPhoneTokenPayload>({
      query: (body) => ({ call: demoPhoneToken, body }),
    }),
  }),
});

export const { useDemoIdentityTokenMutation, useDemoPhoneCodeMutation, useDemoPhoneTokenMutation } = api;
