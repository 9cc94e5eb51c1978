// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import fs from 'node:fs';
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

/**
 * The layers of packages/ui (DESIGN.md, ADR 0003): components and layout know nothing of
 * features or screens; features never import each other (only another feature's cache
 * vocabulary, `api/keys` and `api/cache`) nor screens; screens compose features but not other
 * screens; `testing/` is for stories (and their `*.play.ts`) and tests only. A feature owns its UI
 * (`features/<f>/components/<C>/`), and a screen's own code reaches a feature only through its
 * index (`features/<f>`) or one component's index (`features/<f>/components/<C>`).
 */
const uiSrc = path.resolve(import.meta.dirname, 'packages/ui/src');
const uiLayers = {
  meta: {
    type: 'problem',
    messages: {
      layer: '{{from}} may not import {{to}}: {{why}}',
    },
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(uiSrc + path.sep)) return {};
    const [fromLayer, fromName] = path.relative(uiSrc, file).split(path.sep);
    const isTestCode = /\.(stories|test|play)\.tsx?$/.test(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (!target.startsWith(uiSrc + path.sep)) return;
      const parts = path.relative(uiSrc, target).split(path.sep);
      const [toLayer, toName] = parts;
      const report = (why) =>
        context.report({
          node: node.source,
          messageId: 'layer',
          data: { from: `${fromLayer}/${fromName}`, to: parts.join('/'), why },
        });
      if (toLayer === 'testing' && !isTestCode && fromLayer !== 'testing')
        return report('testing/ is for stories and tests');
      if (fromLayer === 'components' && ['features', 'screens', 'layout'].includes(toLayer))
        return report('components are primitives');
      if (fromLayer === 'layout' && toLayer === 'screens')
        return report('the shell does not know the screens');
      if (fromLayer === 'features') {
        if (toLayer === 'screens' || toLayer === 'layout')
          return report('features are composed by screens, not the other way round');
        const cacheVocabulary = /^api\/(keys|cache)(\.ts)?$/.test(parts.slice(2).join('/'));
        if (toLayer === 'features' && toName !== fromName && !cacheVocabulary && !isTestCode)
          return report(
            "features never import each other (only another feature's api/keys or api/cache)",
          );
      }
      if (fromLayer === 'screens' && toLayer === 'screens' && toName !== fromName && !isTestCode)
        return report('screens do not import other screens');
      if (fromLayer === 'screens' && toLayer === 'features' && !isTestCode) {
        // features/<f>, or features/<f>/components/<C>, each optionally with its /index(.ts).
        const rest = parts
          .slice(2)
          .join('/')
          .replace(/(^|\/)index(\.ts)?$/, '');
        if (rest !== '' && !/^components\/[^/]+$/.test(rest))
          return report(
            "a screen reaches a feature through its index (features/<f>) or one component's index (features/<f>/components/<C>)",
          );
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

/**
 * No import cycles inside a workspace (ADR 3's one-way graph, within a package too). Follows the
 * static, value imports between a workspace's own files (relative paths); type-only imports and
 * dynamic `import()` load nothing at start-up, so they cannot make a cycle that matters.
 */
const importsOf = new Map();
const staticImport =
  /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
function resolveImport(from, source) {
  const base = path.resolve(path.dirname(from), source.replace(/\.js$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => /\.tsx?$/.test(file) && fs.existsSync(file));
}
function localImports(file) {
  let found = importsOf.get(file);
  if (!found) {
    const text = fs.readFileSync(file, 'utf8');
    found = [...text.matchAll(staticImport)]
      .map((match) => resolveImport(file, match[1]))
      .filter((target) => target !== undefined);
    importsOf.set(file, found);
  }
  return found;
}
const noCycle = {
  meta: {
    type: 'problem',
    messages: { cycle: 'Import cycle: {{path}}' },
  },
  create(context) {
    const file = context.filename;
    if (!workspaceRoots.some((dir) => file.startsWith(dir + path.sep))) return {};
    // Files read from disk may be stale while the linted one is being edited: use its own text.
    importsOf.delete(file);
    const reaches = (start) => {
      const seen = new Set();
      const stack = [[start, [start]]];
      while (stack.length > 0) {
        const [current, trail] = stack.pop();
        if (current === file) return trail;
        if (seen.has(current)) continue;
        seen.add(current);
        for (const next of localImports(current)) stack.push([next, [...trail, next]]);
      }
      return undefined;
    };
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const target = resolveImport(file, source);
      if (!target) return;
      const trail = reaches(target);
      if (trail) {
        const relative = [file, ...trail].map((p) => path.relative(import.meta.dirname, p));
        context.report({
          node: node.source,
          messageId: 'cycle',
          data: { path: relative.join(' -> ') },
        });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/**
 * apps/edugate runs in three places, and each folder says which (ADR 10): `build/` in Node inside
 * Vite while the app is built; `src/server/` in Node, as the page server; `src/browser/` in the
 * browser only. Everything else in `src/` (the app, its routes, services and session) is rendered
 * in both, so it may import neither of the two, nor Node's modules. The server never imports the
 * browser's code and the other way round; `src/pageDocumentIds.ts` holds the names they share.
 */
const appRoot = path.resolve(import.meta.dirname, 'apps/edugate');
const runtimeOf = (file) => {
  const relative = path.relative(appRoot, file).split(path.sep);
  if (relative[0] === 'build') return 'build';
  if (relative[0] !== 'src') return undefined;
  if (relative[1] === 'server' || relative[1] === 'browser') return relative[1];
  return 'universal';
};
const appRuntimes = {
  meta: {
    type: 'problem',
    messages: { runtime: '{{from}} code may not import {{to}} ({{source}}): {{why}}' },
  },
  create(context) {
    const from = runtimeOf(context.filename);
    if (!from || from === 'build') return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      let to;
      if (source.startsWith('node:')) to = 'node';
      else if (source.startsWith('.'))
        to = runtimeOf(path.resolve(path.dirname(context.filename), source));
      const report = (why) =>
        context.report({
          node: node.source,
          messageId: 'runtime',
          data: { from, to, source, why },
        });
      if (to === 'build') return report('build plugins run in Vite, never in the app');
      if (from === 'browser' && (to === 'server' || to === 'node'))
        return report('it runs in the browser');
      if (from === 'server' && to === 'browser') return report('it runs in the browser only');
      if (from === 'universal' && (to === 'server' || to === 'browser' || to === 'node'))
        return report('it is rendered on the server and in the browser');
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
    plugins: {
      edugate: {
        rules: {
          'stay-in-workspace': stayInWorkspace,
          'ui-layers': uiLayers,
          'no-cycle': noCycle,
          'app-runtimes': appRuntimes,
        },
      },
    },
    rules: { 'edugate/no-cycle': 'error' },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    rules: { 'edugate/stay-in-workspace': 'error', 'edugate/ui-layers': 'error' },
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
    // apps/api (ADR 11): HTTP knows data, data never knows HTTP. The data layer (db/ for the
    // infrastructure, tables/ one module per table, seed/) returns rows or domain results and
    // throws domain/errors.ts; http/ and routes/ map them to statuses. So nothing under db/,
    // tables/, seed/, domain/ or search/ (the catalogue's index, ADR 18) imports http/, routes/,
    // the server or Fastify.
    files: ['apps/api/src/{db,tables,seed,domain,search}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/*', '**/routes/*', '**/server.ts', '**/auth.ts'],
              message: "apps/api's data layer never imports the HTTP layer (ADR 11).",
            },
            {
              group: ['fastify', '@fastify/*'],
              message: "apps/api's data layer knows no web framework (ADR 11).",
            },
          ],
        },
      ],
    },
  },
  {
    // ...and the infrastructure under the tables knows none of them (nor the seed).
    files: ['apps/api/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/*', '**/routes/*', '**/server.ts', '**/auth.ts'],
              message: "apps/api's data layer never imports the HTTP layer (ADR 11).",
            },
            {
              group: ['fastify', '@fastify/*'],
              message: "apps/api's data layer knows no web framework (ADR 11).",
            },
            {
              group: ['**/tables/*', '**/seed/*'],
              message: 'src/db is the infrastructure under the tables: it knows none of them.',
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
