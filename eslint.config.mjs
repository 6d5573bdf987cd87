// Lint for the site's TypeScript: config, components, theme overrides,
// plugins, scripts and tests. MDX pages are checked by the build and by
// tests/unit/doc-examples.test.ts instead.
//
// Globals follow where code runs: the browser code in src/ gets the browser's,
// the build-time and test code the rest gets Node's, and the search engine
// (src/search/engine/) none but the language's own, so that it stays a library
// that runs unchanged in the browser, in Node and in the tests.
import { builtinModules } from 'node:module';

import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ENGINE = 'src/search/engine/**';
const ENGINE_TESTS = 'src/search/engine/**/*.test.ts';

/**
 * Host APIs the engine may use: the WHATWG URL API and setTimeout, which
 * browsers, Node, Deno and workers all have alike. Every other browser or
 * Node global is refused in the engine (no-restricted-globals below; in
 * TypeScript files no-undef is off, so `globals` alone would enforce nothing).
 */
const ENGINE_HOST_APIS = new Set(['URL', 'URLSearchParams', 'setTimeout']);
const HOST_ONLY_GLOBALS = [
  ...new Set([...Object.keys(globals.browser), ...Object.keys(globals.node), ...Object.keys(globals.worker)]),
].filter((name) => !(name in globals.builtin) && !ENGINE_HOST_APIS.has(name));

const FRAMEWORKS = ['react', 'react/*', 'react-dom', 'react-dom/*', '@docusaurus/*', '@theme/*', '@site/*'];
const NODE_MODULES = ['node:*', ...builtinModules, ...builtinModules.map((name) => `${name}/*`)];
/** Any other package: neither relative nor one of the above (the engine has no dependencies). */
const OTHER_PACKAGE = `^(?![./]|node:|react(-dom)?(/|$)|@docusaurus/|@theme/|@site/|(${builtinModules.join('|')})(/|$))`;

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-algolia/**',
      '.docusaurus/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'docs/**',
      'static/**',
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // Browser code: components, theme overrides, search clients and hooks.
  {
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    ignores: [ENGINE],
    languageOptions: { globals: globals.browser },
  },
  // Build-time, tooling and test code, and the config files at the root. Tests
  // that drive the browser (Playwright) run in Node too; the unit tests beside
  // src/ modules run in Node under Vitest.
  {
    files: [
      'plugins/**',
      'scripts/**',
      'mcp/**',
      'lib/**',
      'tests/**',
      'samples/**',
      'lint/**',
      'openapi/**',
      'patches/**',
      'schema/**',
      'src/**/*.test.{ts,tsx}',
      '*.{ts,mts,mjs,js,cjs}',
    ],
    languageOptions: { globals: globals.node },
  },
  // The search engine: ES builtins only, and nothing imported from outside its folder.
  {
    files: [`${ENGINE}/*.ts`],
    ignores: [ENGINE_TESTS],
    languageOptions: { globals: globals.builtin },
    rules: {
      'no-restricted-globals': [
        'error',
        ...HOST_ONLY_GLOBALS.map((name) => ({
          name,
          message: 'The search engine runs in the browser and in Node alike: no DOM or Node API here.',
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: FRAMEWORKS, message: 'The search engine is plain TypeScript: no React or Docusaurus.' },
            { group: NODE_MODULES, message: 'The search engine runs in the browser too: no Node modules.' },
            {
              regex: '^\\.\\./',
              message: 'The search engine imports nothing from outside src/search/engine/.',
            },
            { regex: OTHER_PACKAGE, message: 'The search engine has no dependencies: no packages.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
);
