import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
// workspace packages are not dependencies of the root: import their sources by path (docs/toolchain.md)
import { allBrandsPlugin } from '../packages/brand/src/node/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One Storybook for every package and the app; stories sit next to their components. */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/mobile/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-vitest'],
  // the demo platform's MSW worker, so stories that load data get it from the demo platform
  staticDirs: ['../apps/mobile/public-demo'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), allBrandsPlugin({ brandsDir: path.join(root, 'brands') })];
    return viteConfig;
  },
};

export default config;
