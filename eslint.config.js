// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import path from 'node:path';

/**
 * The import graph is one-way: apps/* -> packages/ui -> packages/api-client.
 * Each rule below names what a layer may NOT reach, so a wrong import fails lint.
 */
/**
 * Relative imports must stay inside the workspace they are written in: crossing into another
 * workspace goes through its package name, so the rules above can see (and refuse) it.
 */
const workspaceRoots = ['packages/api-client', 'packages/ui', 'apps/api', 'apps/edugate'].map(
  (dir) => path.resolve(import.meta.dirname, dir),
);
const stayInWorkspace = {
  meta: {
    type: 'problem',
    messages: { outside: 'Relative import leaves {{root}}: import it by package name.' },
  },
  create(context) {
    const file = context.filename;
    const root = workspaceRoots.find((dir) => file.startsWith(dir + path.sep));
    if (!root) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (!target.startsWith(root + path.sep)) {
        context.report({
          node: node.source,
          messageId: 'outside',
          data: { root: path.relative(import.meta.dirname, root) },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

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
  {
    files: ['packages/**/src/**/*.{ts,tsx}'],
    plugins: { edugate: { rules: { 'stay-in-workspace': stayInWorkspace } } },
    rules: { 'edugate/stay-in-workspace': 'error' },
  },
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
