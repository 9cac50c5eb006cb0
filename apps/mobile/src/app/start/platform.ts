// A start step of main.tsx: the platform client (Redux Toolkit Query and its endpoints), evaluated in a task of
// its own before the store step that uses it. The page preloads the file (decision 032).
export { baseApi } from '@wl/api-client';
