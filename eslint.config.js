// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import {appImports} from './dev/lint/app-imports.js';

/**
 * The features from the bottom up (docs/architecture.md#feature-layers): a feature imports only
 * features in the layers below its own; where a page or an action needs one above, its route
 * hands that part in. The shell is at the top: it frames every page and holds the other
 * features; what they all share (the dialog, icons, page meta) is app/ui, below them.
 */
const FEATURE_LAYERS = [
  ['content'],
  ['catalog'],
  ['account', 'markets'],
  ['cart'],
  ['growth'],
  ['promos', 'search'],
  ['programmes'],
  ['shell'],
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'extensions/*/dist/',
      'extensions/*/generated/',
      'build/',
      '.cache/',
      'emulators/.data/',
      'bench/results/',
      'test-results/',
      'playwright-report/',
      'graphql/*.generated.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: {...globals.browser, ...globals.node},
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        {fixStyle: 'inline-type-imports'},
      ],
      'no-console': ['error', {allow: ['warn', 'error', 'info']}],
      eqeqeq: ['error', 'always', {null: 'ignore'}],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    settings: {react: {version: '18.3'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    // The spec's rules are pure: no I/O, no React, nothing environment-specific.
    files: ['rules/**/*.ts', 'extensions/shared/*.ts'],
    ignores: ['**/*.test.ts', 'extensions/shared/run-bundle.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-dom',
            '@remix-run/*',
            '@shopify/*',
            'node:*',
            '~/*',
            '#graphql/*',
          ],
        },
      ],
    },
  },
  {
    // The app's modules form layers (docs/architecture.md#feature-layers): no circles, no
    // server code in a module the browser may load, and features import only those below.
    files: ['app/**/*.{ts,tsx}'],
    plugins: {'app-imports': appImports},
    rules: {
      'app-imports/no-cycle': 'error',
      'app-imports/no-server-in-client': 'error',
      'app-imports/feature-layers': ['error', {layers: FEATURE_LAYERS}],
    },
  },
  {
    // Command-line tools of the local stack, the emulators and the benchmark print their progress.
    files: ['dev/**/*.ts', 'emulators/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts'],
    rules: {'no-console': 'off'},
  },
  prettier,
);
