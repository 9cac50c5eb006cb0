import { setupWorker } from 'msw/browser';
import type { SetupWorker } from 'msw/browser';
import { createDemoApp } from './app';
import type { DemoApp } from './app';
import { createDemoHandler } from './msw';

export interface DemoWorkerOptions {
  /** where the MSW worker script is served (a demo-only public directory); default /mockServiceWorker.js */
  serviceWorkerUrl?: string;
  /** no MSW console messages */
  quiet?: boolean;
}

/**
 * Runs the demo platform inside the browser through an MSW service worker (Storybook, static demo builds).
 * Needs a secure context (localhost or https). Other requests pass through untouched.
 */
export async function startDemoWorker(options: DemoWorkerOptions = {}): Promise<{ worker: SetupWorker; app: DemoApp }> {
  const app = createDemoApp();
  const worker = setupWorker(createDemoHandler(app));
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
  });
  return { worker, app };
}
