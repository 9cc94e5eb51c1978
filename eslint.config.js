// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { edugatePlugin } from './tools/eslint-rules/index.js';

/**
 * The import graph is one-way: apps/* -> packages/ui -> packages/api-client, and inside a
 * workspace each folder is a layer. The package rules below (no-restricted-imports) name what a
 * workspace may NOT reach; EduGate's own rules (tools/eslint-rules, ADR 22) keep relative imports
 * inside their workspace, find cycles, and hold the layers of packages/ui/src and apps/api/src.
 */

/**
 * The layers of packages/ui/src (ADR 3): which may not import which. The rule itself adds what
 * holds for every layer (features and screens never import their siblings, testing/ is for tests).
 */
const uiLayers = {
  components: {
    mayNotImport: ['features', 'screens', 'layout', 'session'],
    why: 'components are primitives',
  },
  layout: { mayNotImport: ['screens'], why: 'the shell does not know the screens' },
  session: {
    mayNotImport: ['features', 'screens', 'layout'],
    why: 'the session sits under the features, screens and shell that use it',
    exceptInTests: true,
  },
  features: {
    mayNotImport: ['screens', 'layout'],
    why: 'features are composed by screens, not the other way round',
  },
};

/**
 * apps/api/src from the top down (ADR 11, ADR 22): HTTP knows the data, the data never knows HTTP;
 * the tables sit on the search index and the infrastructure (db/), which know no table; at the
 * bottom what has no dependency of ours. The parts of one tier never import each other.
 */
const apiTiers = [
  ['main.ts'],
  ['server.ts'],
  ['routes', 'notifications-cleanup.ts'],
  ['http', 'seed'],
  ['tables'],
  ['search', 'credentials'],
  ['db', 'contract'],
  ['domain', 'util', 'catalogue.ts', 'config.ts'],
];

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
      '**/dist-server/**',
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
    // Every workspace's code (apps included): no cycles; sources also stay in their workspace and
    // in their layer. Tests and benches may use the repository's scripts/.
    files: ['packages/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    plugins: { edugate: edugatePlugin(import.meta.dirname) },
    rules: { 'edugate/no-cycle': 'error' },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    rules: {
      'edugate/stay-in-workspace': 'error',
      'edugate/ui-layers': ['error', { layers: uiLayers }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { 'edugate/folder-tiers': ['error', { base: 'apps/api/src', tiers: apiTiers }] },
  },
  {
    files: ['apps/edugate/src/**/*.{ts,tsx}'],
    rules: { 'edugate/app-runtimes': 'error' },
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
    // Hooks live in .ts files too (data hooks, form hooks): the rules of hooks cover both.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
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
  {
    // apps/api (ADR 11): the data layer (db/, tables/, seed/, domain/, search/) returns rows or
    // domain results and throws domain/errors.ts; http/ and routes/ map them to statuses. The
    // folder tiers above keep it from importing them; this keeps the web framework out of it too.
    files: ['apps/api/src/{db,tables,seed,domain,search}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', '@fastify/*'],
              message: "apps/api's data layer knows no web framework (ADR 11).",
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // Stories (and their *.play.ts helpers) are tests: a `!` on an element the play function just
    // found fails loudly anyway.
    files: ['**/*.stories.tsx', '**/*.play.{ts,tsx}', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  prettier,
);
