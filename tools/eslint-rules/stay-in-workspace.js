// @ts-check
/**
 * Relative imports stay inside the workspace they are written in: crossing into another workspace
 * goes through its package name, so the package rules (no-restricted-imports in
 * eslint.config.js) can see, and refuse, it.
 */
import path from 'node:path';
import { isInside, onEveryImport } from './imports.js';

/**
 * @param {string} repoRoot
 * @param {readonly string[]} workspaceRoots absolute
 * @returns {import('eslint').Rule.RuleModule}
 */
export function stayInWorkspace(repoRoot, workspaceRoots) {
  return {
    meta: {
      type: 'problem',
      messages: { outside: 'Relative import leaves {{root}}: import it by package name.' },
      schema: [],
    },
    create(context) {
      const file = context.filename;
      const root = workspaceRoots.find((dir) => isInside(file, dir));
      if (!root) return {};
      return onEveryImport((node, source) => {
        if (!source.startsWith('.')) return;
        if (isInside(path.resolve(path.dirname(file), source), root)) return;
        context.report({
          node: node.source ?? node,
          messageId: 'outside',
          data: { root: path.relative(repoRoot, root) },
        });
      });
    },
  };
}
