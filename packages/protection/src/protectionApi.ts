import { baseApi, defineTags, tagTypes } from '@wl/api-client';
import {
  excludeSelf,
  protectionRules,
  protectionSession,
  protectionSettings,
  setRealityCheck,
  updateProtectionLimits,
  type BodyOf,
  type ProtectionRulesValue,
  type ProtectionSettingsValue,
  type ValueOf,
} from '@wl/api-client/catalogue';

export const PROTECTION_TAGS = defineTags('protection', ['Settings']);

export type SessionFigures = ValueOf<typeof protectionSession>;
export type ExclusionValue = ValueOf<typeof excludeSelf>;
export type ExclusionArgs = BodyOf<typeof excludeSelf>;

/** Player protection's calls (catalogue/protection.ts): sent by this package's screens and the shell layer only. */
const api = baseApi.enhanceEndpoints({ addTagTypes: tagTypes(PROTECTION_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    /** the module's presence: a platform that does not answer it has no player protection, and every entry hides */
    protectionRules: build.query<ProtectionRulesValue, void>({ query: () => ({ call: protectionRules }) }),
    protectionSettings: build.query<ProtectionSettingsValue, void>({
      query: () => ({ call: protectionSettings }),
      providesTags: [PROTECTION_TAGS.Settings],
    }),
    updateProtectionLimits: build.mutation<ProtectionSettingsValue, BodyOf<typeof updateProtectionLimits>>({
      query: (body) => ({ call: updateProtectionLimits, body }),
      invalidatesTags: [PROTECTION_TAGS.Settings],
    }),
    setRealityCheck: build.mutation<ProtectionSettingsValue, BodyOf<typeof setRealityCheck>>({
      query: (body) => ({ call: setRealityCheck, body }),
      invalidatesTags: [PROTECTION_TAGS.Settings],
    }),
    /** the session's figures, read fresh each time a reality check shows */
    protectionSession: build.query<SessionFigures, void>({ query: () => ({ call: protectionSession }), keepUnusedDataFor: 0 }),
    excludeSelf: build.mutation<ExclusionValue, ExclusionArgs>({ query: (body) => ({ call: excludeSelf, body }) }),
  }),
});

export const protectionApi = api;
export const {
  useProtectionRulesQuery,
  useProtectionSettingsQuery,
  useUpdateProtectionLimitsMutation,
  useSetRealityCheckMutation,
  useLazyProtectionSessionQuery,
  useExcludeSelfMutation,
} = api;
