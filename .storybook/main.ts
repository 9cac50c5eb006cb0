import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
// workspace packages are not dependencies of the root: import their sources by path (docs/toolchain.md)
import { allBrandsPlugin } from '../packages/brand/src/node/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One Storybook for every package and the app; stories sit next to their components. */
const config: StorybookConfig = {
  // the designers' pages first (docs/storybook: Introduction), then every story beside its component
  stories: ['../docs/storybook/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/mobile/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // docs pages (autodocs from `tags: ['autodocs']`, MDX), the accessibility panel (axe; the story tests fail on
  // serious and critical violations, preview.tsx), the story tests
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // the demo platform's MSW worker, so stories that load data get it from the demo platform
  staticDirs: ['../apps/mobile/public-demo'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), allBrandsPlugin({ brandsDir: path.join(root, 'brands') })];
    return viteConfig;
  },
};

export default config;
