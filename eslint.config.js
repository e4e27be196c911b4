import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // React Router's build and its generated types.
      'apps/web/build/**',
      '**/.react-router/**',
      'data/**',
      '.data-test/**',
      'e2e/artifacts/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // A feature reaches another only through shared/ (or app/ wires them together).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // A regex: in a gitignore-style group a leading # would start a comment.
            { regex: '^#features/', message: 'Import another feature through shared/ or app/.' },
          ],
        },
      ],
    },
  },
  {
    // Architecture boundaries (decision 27 in docs/decisions/): a server module imports
    // no other module (app.ts wires them through declared seams), the cross-cutting layers import
    // no module, a web feature imports no other feature and shared/ imports no feature.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        {
          type: 'server-layer',
          pattern: 'apps/server/src/(http|realtime|infra|db)',
          capture: ['layer'],
        },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: 'apps/web/src/shared' },
        { type: 'web-app', pattern: 'apps/web/src/app' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'server-module' } },
              disallow: {
                to: {
                  element: {
                    type: 'server-module',
                    captured: { module: '!{{ from.element.captured.module }}' },
                  },
                },
              },
            },
            {
              from: { element: { type: 'server-layer' } },
              disallow: { to: { element: { type: 'server-module' } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'web-feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                  },
                },
              },
            },
            {
              from: { element: { types: { anyOf: ['web-feature', 'web-shared'] } } },
              disallow: { to: { element: { type: 'web-app' } } },
            },
            {
              from: { element: { type: 'web-shared' } },
              disallow: { to: { element: { type: 'web-feature' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // The server's test files share their worker's modules (decision 134): a module mocked in
    // one would stay mocked, or not be, in the next.
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal'].map((property) => ({
          object: 'vi',
          property,
          message: 'Server tests share modules (decision 134): inject a fake through a dependency.',
        })),
      ],
    },
  },
  {
    // Most web test files share their worker's modules too (decision 141); one that must replace
    // a module is named *.isolated.test.tsx and gets modules of its own.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Web tests share modules (decision 141): name the file *.isolated.test.tsx to replace a module.',
        })),
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.config.*'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
