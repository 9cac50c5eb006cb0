import { defineConfig } from 'vitest/config';

/** The unit and component test setup every package uses (jsdom, jest-dom matchers, cleanup). */
export const unitTestConfig = defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: [new URL('./vitest.setup.ts', import.meta.url).pathname],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
