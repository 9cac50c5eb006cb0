// A start step of main.tsx: the session and its providers (the auth package), evaluated in a task of their own
// after the platform client and before the store step that uses them. The page preloads the file (decision 032).
export { AppProviders } from '@wl/auth';
