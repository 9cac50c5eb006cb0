import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Debian's headless shell (chromium-headless-shell): the tests' browser, about a fifth cheaper than full Chromium. */
const HEADLESS_CHROMIUM = process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Every test of the repo as projects of one Vitest:
 * - the unit and component tests of each package and of the app, one project each, named after the package
 *   (`@wl/auth`, ...) and configured by its own vitest.config.ts (jsdom, setup: vitest.shared.ts). The test
 *   command runs them all in one process: `vitest run --project '@wl/*'`; `pnpm --filter @wl/auth test` runs
 *   one package's alone.
 * - `@wl/docs`: checks of the repo that belong to no package (`scripts/*.test.ts`: the docs check), in Node.
 * - `storybook`: every story rendered (and its play function run) in Debian's Chromium headless shell through the
 *   Storybook Vitest addon (`vitest run --project storybook`). The story files share one page (`isolate: false`):
 *   each story sets up its own demo platform, store and session in its loaders (.storybook/preview.tsx), so a fresh
 *   page per file only repeated that setup (about 80 s of the run). The test command runs three shards side by side
 *   (`--shard=1/3` to `--shard=3/3`) on the two cores.
 *
 * Unit test files of pure logic (no DOM) say `// @vitest-environment node` on their first line: jsdom costs
 * about half a second a file to create.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      // the repo's own checks that belong to no package (scripts/*.test.ts; the docs check), in Node
      // (not the fleet's infrastructure tests, scripts/fleet/test/: `pnpm test:fleet` starts what they need)
      { test: { name: '@wl/docs', root, include: ['scripts/**/*.test.ts'], exclude: ['scripts/fleet/test/**', '**/node_modules/**'], environment: 'node' } },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: HEADLESS_CHROMIUM } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
