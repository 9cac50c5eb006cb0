let started: Promise<unknown> | undefined;

/** Storybook: the demo platform answers API calls inside the browser (MSW), started once. */
export function startStoryDemo(): Promise<unknown> {
  started ??= import('@wl/demo-api/browser').then(({ startDemoWorker }) => startDemoWorker({ quiet: true }));
  return started;
}
