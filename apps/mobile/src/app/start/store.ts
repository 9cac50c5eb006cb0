// A start step of main.tsx: the store and what home asks the platform for first. Loaded with a
// dynamic import so that these modules are evaluated in a task of their own; the page preloads the file.
export { createAppStore } from '../store';
export { createApiContext } from '../apiContext';
export { prefetchHomeAnnouncements } from '@wl/content';
