// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What the web bundle must never import. */
function webBoundaries() {
  return [
    {
      group: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
      message: 'Server SDKs never enter the web bundle.',
    },
    { group: ['**/functions/src/**'], message: 'The plan engine and server code stay on the server.' },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'web/dist/**',
      '.local-data/**',
      'scripts/tmp/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.generated.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: webBoundaries() }],
    },
  },
  {
    // Features don't import each other; the app layer composes them.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webBoundaries(),
            {
              group: ['@/features/**', '../../*/**'],
              message:
                'Features do not import each other: move shared code to web/src/components, lib or hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared code sits below the features.
    files: ['web/src/{components,lib,hooks,stores,utils,config,types}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webBoundaries(),
            {
              group: ['@/features/**', '@/app/**'],
              message: 'Shared code must not depend on features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/lib/firebase.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase-admin', 'firebase-admin/*'],
              message: 'Use functions/src/lib/firebase.ts: the Firebase SDK is touched in one place.',
            },
          ],
        },
      ],
    },
  },
);
