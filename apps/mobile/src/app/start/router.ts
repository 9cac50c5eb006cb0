// A start step of main.tsx: the router and the route table, evaluated in a task of their own. The page preloads
// the file (decision 032).
export { createAppRouter } from '../router';
