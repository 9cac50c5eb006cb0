import { defineConfig } from 'vitest/config';

/** The unit and component test setup every package uses (jsdom, jest-dom matchers, cleanup). */
export const unitTestConfig = defineConfig({
  // styled-components' server build (what Node resolves by default) drops createGlobalStyle and renders
  // styles differently: test against the browser build, as the app and Storybook run it
  resolve: { mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'] },
  test: {
    environment: 'jsdom',
    setupFiles: [new URL('./vitest.setup.ts', import.meta.url).pathname],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // the files of a worker share one module graph and one document (decision 079): importing React, the app and
    // jsdom once a worker instead of once a file is about 40 % of the run. A file that changes the document or a
    // global puts it back (pwaFiles.test.ts puts its document root back; globals are unstubbed after each test).
    isolate: false,
    // generous: the test command runs every package's suite in one Vitest, two workers on two cores
    testTimeout: 60_000,
    // as the e2e suite: on CI a test that fails is run once more (a load spike is not a bug); a test that
    // fails twice fails the run, and the retry is in the report
    retry: process.env.CI ? 1 : 0,
    server: { deps: { inline: ['styled-components'] } },
  },
});
