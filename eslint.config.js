// One ESLint config for the monorepo. The import-direction rule (docs/design.md section 3) is expressed with
// no-restricted-imports per layer: a package may only import the layers below it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { FORBIDDEN as forbidden, layerChain } from './scripts/lib/layers.mjs';

// What each layer must not import: the one layer table (scripts/lib/layers.mjs), which the README's map is made from.
const layerRules = Object.entries(forbidden).map(([pkg, banned]) => ({
  files: [`packages/${pkg}/src/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/testing.{ts,tsx}', '**/testing/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: banned.flatMap((b) => [`@wl/${b}`, `@wl/${b}/*`]),
            message: `@wl/${pkg} must not import this layer (docs/design.md section 3: ${layerChain().replaceAll('`', '')}).`,
          },
          { group: ['../../*/src/*', '../../../packages/*'], message: 'Import workspace packages by name, not by path.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/public-demo/**',
      '**/.turbo/**',
      'test-results/**',
      'playwright-report/**',
      'fleet-brands/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  {
    // Issue 26 item 4: no regular expression that backtracks super-linearly (a pasted 10,000-character email froze
    // the page for 20 s). Length is checked before any pattern too (packages/auth/src/rules/validation.ts).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { regexp: (await import('eslint-plugin-regexp')).default },
    rules: { 'regexp/no-super-linear-backtracking': 'error', 'regexp/no-super-linear-move': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // `/// <reference path>` is how a package makes its module augmentations visible (docs/toolchain.md)
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
    },
  },
  ...layerRules,
  {
    // Issue 26 item 1: the browser goes to a URL only through @wl/api-client's platformUrl.ts (openPlatformUrl,
    // openBlankWindow), which refuses javascript:, data:, credentials, http where the brand does not allow it...
    // window.open, location.assign/replace and location assignments anywhere else fail (tests stub them freely).
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: ['packages/api-client/src/platformUrl.ts', '**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/testing.{ts,tsx}', '**/testing/**'],
    plugins: { wl: { rules: { 'navigation-sinks': (await import('./scripts/lib/eslint-navigation-sinks.mjs')).default } } },
    rules: { 'wl/navigation-sinks': 'error' },
  },
  {
    // Issue 39 item 3: one date module (packages/i18n/src/dates.ts, and useDateFormat.ts for dates with words). A day,
    // a range or a date text made anywhere else drifts from the rule (three date styles were seen across screens).
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/i18n/src/dates.ts',
      'packages/i18n/src/useDateFormat.ts',
      'packages/demo-api/**',
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      '**/testing.{ts,tsx}',
      '**/testing/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['getFullYear', 'getMonth', 'getDate', 'getHours', 'getMinutes', 'toISOString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Days and dates come from the one date module (@wl/i18n: useDates for what a screen shows; isoDay, lastDays for what a call sends).',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: "A date in the page's language comes from @wl/i18n's useDates (or useDateFormat for dates with words).",
        },
      ],
    },
  },
  {
    // A package's barrel only re-exports (docs/design.md section 9): a barrel that holds code of its own becomes a
    // module whose initialisation runs every module it re-exports, and the bundler then puts them all in the chunk
    // of whatever imports the barrel (screen maps in the barrels had put the game and storefront calls of lazy
    // screens into the home route's initial JS). Screen maps live in the package's screens.ts.
    files: ['packages/*/src/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration, ExportNamedDeclaration[exportKind="type"], TSTypeAliasDeclaration, TSInterfaceDeclaration, ImportDeclaration[importKind="type"])',
          message: 'A package barrel (index.ts) only re-exports: put code in a module of its own (screens.ts for screen maps).',
        },
      ],
    },
  },
  {
    // The site's service worker claims the page soon after the first load; requests of a page it controls pass
    // through the worker, where page.route does not see them (a chunk or a call routed that way was sometimes
    // fetched for real, so a test passed or failed by timing). context.route sees both.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.object.name='page'][callee.property.name=/^(route|unroute)$/]",
          message: "Route through the context (context.route / page.context().route): the service worker hides a controlled page's requests from page.route.",
        },
      ],
    },
  },
);
