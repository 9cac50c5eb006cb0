import { mergeConfig } from 'vitest/config';
import { unitTestConfig } from '../../vitest.shared';

// styled-components ships a server build (package "main"/"module") and a browser build ("browser" field).
// Vitest resolves the server build by default, which renders component styles as inline <style> tags and
// drops createGlobalStyle entirely. Use the browser build, as the app and Storybook do.
export default mergeConfig(unitTestConfig, {
  resolve: { mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'] },
  test: { server: { deps: { inline: ['styled-components'] } } },
});
