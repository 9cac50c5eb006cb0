import { http, type HttpHandler } from 'msw';
import { HEADER, type Fault } from '@wl/api-client';
import type { AnyCall } from '@wl/api-client/catalogue';
import type { startDemoWorker } from '@wl/demo-api/browser';

let started: ReturnType<typeof startDemoWorker> | undefined;

/** Storybook: the demo platform answers API calls inside the browser (MSW), started once. */
export function startStoryDemo() {
  started ??= import('@wl/demo-api/browser').then(({ startDemoWorker }) => startDemoWorker({ quiet: true }));
  return started;
}

/**
 * A story's state of the demo platform (`parameters.demo`, docs/storybook.md): calls of the catalogue that fail or
 * never answer in that story. Everything else is answered by the demo platform as usual.
 */
export interface StoryDemoParameters {
  /**
   * Calls the demo platform answers with a fault: its own `500` error envelope (the `X-Demo-Fault` header the
   * platform honours), for the first request only by default, so the screen's retry gets the real answer.
   */
  fail?: readonly AnyCall[];
  /** fail every request of these calls, not only the first (a retry fails again) */
  failAlways?: boolean;
  /** the fault to inject for `fail` (default `500`) */
  fault?: Fault;
  /** calls that never answer: the screen stays in its loading state */
  pending?: readonly AnyCall[];
}

function matches(call: AnyCall) {
  return ({ request }: { request: Request }) => request.method === call.method && new URL(request.url).pathname.endsWith(call.path);
}

/**
 * Sets the demo platform's handlers for one story: first drops what the previous story added, then puts the
 * story's faults in front of the demo handler. A failing call is still answered by the demo platform (the request
 * goes to it with the fault header), so the error is the platform's own, never a copy of it.
 */
export async function applyStoryDemo(parameters: StoryDemoParameters | undefined): Promise<void> {
  const { worker, app } = await startStoryDemo();
  worker.resetHandlers();
  const handlers: HttpHandler[] = [];
  for (const call of parameters?.pending ?? [])
    handlers.push(
      http.all(
        matches(call),
        ({ request }) =>
          // never answered; let go when the page goes away (the next story, a re-render)
          new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
  for (const call of parameters?.fail ?? [])
    handlers.push(
      http.all(
        matches(call),
        ({ request }) => {
          const faulty = new Request(request.clone());
          faulty.headers.set(HEADER.demoFault, parameters?.fault ?? '500');
          return app.fetch(faulty);
        },
        { once: !parameters?.failAlways },
      ),
    );
  if (handlers.length > 0) worker.use(...handlers);
}
