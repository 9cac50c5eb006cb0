import { configureStore, type Reducer } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import type { ApiContext } from './baseQuery';
import type { PayloadCipher } from './cipher';

/** A cipher that does not encrypt, for tests that only look at what is sent. */
export const identityCipher: PayloadCipher = {
  encrypt: async (payload) => ({ data: JSON.stringify(payload), key: 'test', iv: 'test' }),
};

export const TEST_API_BASE = 'http://localhost';

/** An ApiContext for tests: absolute base URL (Node's fetch needs one), English, no device. */
export function testApiContext(overrides: Partial<ApiContext> = {}): ApiContext {
  return {
    baseUrl: TEST_API_BASE,
    merchantCode: 'WLDEMO',
    cipher: identityCipher,
    getToken: () => undefined,
    language: () => 'en',
    device: () => undefined,
    ...overrides,
  };
}

/** A store with the base api and any extra reducers, wired the way the app wires it. */
export function createApiTestStore(context: ApiContext, reducers: Record<string, Reducer> = {}) {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, ...reducers },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: context }, serializableCheck: false }).concat(baseApi.middleware),
  });
}
