import type { Preview } from '@storybook/react-vite';
// app sources by path: the root does not depend on workspace packages (docs/toolchain.md)
import { STORY_BRANDS, StoryProviders, storyI18n } from '../apps/mobile/src/app/StoryProviders';
import { startStoryDemo } from '../apps/mobile/src/app/storyDemo';

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand (merchant) from brands/',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: STORY_BRANDS, dynamicTitle: true },
    },
    mode: {
      description: 'Colour mode',
      toolbar: { title: 'Mode', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'pt', title: 'Português' },
          { value: 'vi', title: 'Tiếng Việt' },
          { value: 'zh', title: '中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'default', mode: 'dark', locale: 'en' },
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
  loaders: [
    async ({ globals }) => {
      await startStoryDemo();
      return { i18n: await storyI18n(globals.locale) };
    },
  ],
  decorators: [
    (Story, { globals, loaded }) => (
      <StoryProviders brandId={globals.brand} mode={globals.mode} i18n={loaded.i18n}>
        <Story />
      </StoryProviders>
    ),
  ],
};

export default preview;
