// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * The import graph is one-way: apps/* -> packages/ui -> packages/api-client.
 * Each rule below names what a layer may NOT reach, so a wrong import fails lint.
 */
const ourPackages = [
  '@edugate/ui',
  '@edugate/ui/*',
  '@edugate/app',
  '@edugate/api',
  '@edugate/api/*',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      '**/mockServiceWorker.js',
      'packages/api-client/src/schema.d.ts',
      '.data/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['packages/api-client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...ourPackages, '@edugate/api-client'],
              message: 'packages/api-client imports nothing of ours.',
            },
            { group: ['../../*/**', '../../../*/**'], message: 'Stay inside packages/api-client.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ourPackages,
              message: 'packages/ui may import only @edugate/api-client of ours.',
            },
            {
              group: ['firebase', 'firebase/*'],
              message: 'packages/ui never imports firebase: use the session interface.',
            },
            { group: ['../../../*/**', '../../../../*/**'], message: 'Stay inside packages/ui.' },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // Stories are tests: a `!` on an element the play function just found fails loudly anyway.
    files: ['**/*.stories.tsx'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  prettier,
);
