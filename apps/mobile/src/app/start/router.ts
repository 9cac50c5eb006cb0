// A start step of main.tsx: the router and the route table, evaluated in a task of their own. The page preloads
// the file (decision 032).
export { createAppRouter } from '../router';
// the root error boundary too: the render step imports it from here, so the error screen it shares with the
// routes' error element is in this chunk only (a shared chunk that small would be copied into both)
export { AppErrorBoundary } from '../recovery/AppErrorBoundary';
