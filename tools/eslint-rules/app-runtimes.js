// @ts-check
/**
 * apps/edugate runs in three places, and each folder says which (ADR 10): `build/` in Node inside
 * Vite while the app is built; `src/server/` in Node, as the page server; `src/browser/` in the
 * browser only. Everything else in `src/` (the app, its routes, services and session) is rendered
 * in both, so it may import neither of the two, nor Node's modules. The server never imports the
 * browser's code and the other way round; `src/pageDocumentIds.ts` holds the names they share.
 */
import path from 'node:path';
import { isTypeOnly, onEveryImport } from './imports.js';

/**
 * @param {string} appRoot absolute path of apps/edugate
 * @returns {import('eslint').Rule.RuleModule}
 */
export function appRuntimes(appRoot) {
  const runtimeOf = (/** @type {string} */ file) => {
    const relative = path.relative(appRoot, file).split(path.sep);
    if (relative[0] === 'build') return 'build';
    if (relative[0] !== 'src') return undefined;
    if (relative[1] === 'server' || relative[1] === 'browser') return relative[1];
    return 'universal';
  };
  return {
    meta: {
      type: 'problem',
      messages: { runtime: '{{from}} code may not import {{to}} ({{source}}): {{why}}' },
      schema: [],
    },
    create(context) {
      const from = runtimeOf(context.filename);
      if (!from || from === 'build') return {};
      return onEveryImport((node, source) => {
        if (isTypeOnly(node)) return;
        /** @type {string | undefined} */
        let to;
        if (source.startsWith('node:')) to = 'node';
        else if (source.startsWith('.'))
          to = runtimeOf(path.resolve(path.dirname(context.filename), source));
        const report = (/** @type {string} */ why) =>
          context.report({
            node: node.source ?? node,
            messageId: 'runtime',
            data: { from, to: String(to), source, why },
          });
        if (to === 'build') return report('build plugins run in Vite, never in the app');
        if (from === 'browser' && (to === 'server' || to === 'node'))
          return report('it runs in the browser');
        if (from === 'server' && to === 'browser') return report('it runs in the browser only');
        if (from === 'universal' && (to === 'server' || to === 'browser' || to === 'node'))
          return report('it is rendered on the server and in the browser');
      });
    },
  };
}
