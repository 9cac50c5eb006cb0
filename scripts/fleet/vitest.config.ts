import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The fleet's infrastructure tests (`pnpm test:fleet`): real servers on loopback (the object store first, started
 * once by test/globalSetup.ts and shared through `inject('store')`), so in Node, one file at a time, with timeouts
 * that allow a release build and a cluster start.
 */
export default defineConfig({
  test: {
    name: 'fleet',
    root,
    include: ['scripts/fleet/test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['scripts/fleet/test/globalSetup.ts'],
    fileParallelism: false,
    // the pinned AWS SDK runs on Node 20; its notice about later versions only fills the log
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
