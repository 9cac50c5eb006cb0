import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, type ApiContext } from '@wl/api-client';
import { readStoredSession, sessionSlice, syncSessionStorage } from '@wl/auth';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** The app's one store: reducers and the RTK Query middleware registered once, the ApiContext as thunk extra. */
export function createAppStore(context: ApiContext, options: { restoreSession?: boolean } = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: { info: options.restoreSession === false ? null : readStoredSession(), expired: false } },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: context } }).concat(baseApi.middleware),
    // the platform's answers reach the screen at the end of the task they arrive in, not at the next animation
    // frame: each answer renders in a short task of its own instead of several in one long frame (decision 032)
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  syncSessionStorage(store);
  // open screens refetch their reads when the connection comes back and when the player returns to the tab
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
