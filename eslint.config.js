// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // Command-line tools of the local stack, the emulators and the benchmark print their progress.
    files: ['dev/**/*.ts', 'emulators/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts'],
    rules: {'no-console': 'off'},
  },
  prettier,
);
