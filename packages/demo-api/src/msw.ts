import { http } from 'msw';
import type { HttpHandler } from 'msw';
import type { DemoApp } from './app';
import { isApiPath } from './paths';

/**
 * The one MSW handler of the demo: matches API paths by pathname (a `*\/wps/*` pattern would also catch source
 * files in Vite dev) and answers with the app. The request is cloned because MSW may still read it.
 */
export function createDemoHandler(app: DemoApp): HttpHandler {
  return http.all(
    ({ request }) => isApiPath(new URL(request.url).pathname),
    ({ request }) => app.fetch(request.clone()),
  );
}
