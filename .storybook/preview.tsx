import type { Preview } from '@storybook/react-vite';
import { afterEach as a11yAfterEach } from '@storybook/addon-a11y/preview';
import { waitForAnimations } from 'storybook/preview-api';
// app sources by path: the root does not depend on workspace packages (docs/toolchain.md)
import { createStoryStore, showStoryColorMode, STORY_BRANDS, StoryProviders, storyI18n } from '../apps/mobile/src/app/StoryProviders';
import { applyStoryDemo, type StoryDemoParameters } from '../apps/mobile/src/app/storyDemo';
import { isStorySession, STORY_SESSION_ITEMS } from '../apps/mobile/src/app/storySession';

/**
 * Phone viewports (docs/storybook.md): the widths the site is built for (320 to 430 px, docs/design.md), a
 * 360 px phone by default. Storybook 10 reads `parameters.viewport.options` and the `viewport` global; the story
 * tests size Chromium from the same global.
 */
const PHONES = {
  phone320: { name: 'Phone 320 (small)', styles: { width: '320px', height: '568px' }, type: 'mobile' },
  phone360: { name: 'Phone 360 (reference)', styles: { width: '360px', height: '780px' }, type: 'mobile' },
  phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  phone430: { name: 'Phone 430 (large)', styles: { width: '430px', height: '932px' }, type: 'mobile' },
} as const;

/** axe impacts that fail a story test; minor and moderate ones show in the Accessibility panel only. */
const FAILING_IMPACTS = ['serious', 'critical'];

/**
 * The visual tests (visual/stories.ts) show a rendered story in the other colour mode the way the story tests do
 * (below): one attribute and the mode's listeners, no re-render. Storybook only; the site has no such hook.
 */
(globalThis as { __wlShowStoryColorMode?: typeof showStoryColorMode }).__wlShowStoryColorMode = showStoryColorMode;

/** Running as a story test (Vitest, from the CLI or from Storybook's test widget), not browsing. */
const inStoryTest = import.meta.env.VITEST_STORYBOOK !== undefined;

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
    session: {
      description: 'Who is signed in: a guest or a demo login, logged in on the demo platform for each story',
      toolbar: { title: 'Session', icon: 'user', items: STORY_SESSION_ITEMS, dynamicTitle: true },
    },
  },
  initialGlobals: { brand: 'default', mode: 'dark', locale: 'en', session: 'guest', viewport: { value: 'phone360', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: PHONES },
    a11y: {
      // a serious or critical violation fails the story test, in both colour modes (afterEach below)
      test: 'error',
      // `impactLevels` is read by the addon's matcher (toHaveNoViolations) from axe's echoed options
      options: { impactLevels: FAILING_IMPACTS } as object,
    },
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', ['Colours', 'Typography', 'Spacing', 'Radius', 'Elevation', 'Icons', 'Logos'], 'ui-kit', '*'],
      },
    },
  },
  loaders: [
    async ({ globals, parameters }) => {
      // the demo platform with the story's faults (`parameters.demo`: a call that fails or never answers)
      await applyStoryDemo(parameters.demo as StoryDemoParameters | undefined);
      const i18n = await storyI18n(globals.locale);
      const session = globals.session ?? 'guest';
      // a story that pins a session by a name that does not exist fails, rather than showing a guest
      if (!isStorySession(session))
        throw new Error(`Unknown Storybook session "${String(session)}": one of ${STORY_SESSION_ITEMS.map((item) => item.value).join(', ')}`);
      const store = await createStoryStore(globals.brand, i18n, session);
      return { i18n, store };
    },
  ],
  decorators: [
    (Story, { globals, loaded, parameters }) => (
      <StoryProviders brandId={globals.brand} mode={globals.mode} i18n={loaded.i18n} store={loaded.store} route={parameters.route as string | undefined}>
        <Story />
      </StoryProviders>
    ),
  ],
  /**
   * The addon checked the story in the toolbar's mode; a story test checks it in the other mode too. The mode is
   * one attribute on <html> (tokens are CSS custom properties), so no re-render: switch, let transitions end, run
   * the same check, switch back.
   */
  async afterEach(context) {
    if (!inStoryTest || context.viewMode !== 'story' || context.parameters.a11y?.disable || context.parameters.a11y?.test === 'off') return;
    const shown = context.globals.mode === 'light' ? 'light' : 'dark';
    const other = shown === 'dark' ? 'light' : 'dark';
    showStoryColorMode(other);
    try {
      await waitForAnimations();
      await a11yAfterEach(context);
    } catch (error) {
      // say which mode failed: the story itself was shown (and passed) in the toolbar's mode
      if (error instanceof Error) error.message = `In ${other} mode: ${error.message}`;
      throw error;
    } finally {
      showStoryColorMode(shown);
    }
  },
};

export default preview;
