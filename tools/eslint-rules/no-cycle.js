// @ts-check
/**
 * No import cycles inside a workspace (ADR 3's one-way graph, within a package too). Follows the
 * static, value imports between a workspace's own files (relative paths); type-only imports and
 * dynamic `import()` load nothing at start-up, so they cannot make a cycle that matters.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isInside, isTypeOnly, onEveryImport } from './imports.js';

const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The file a relative import names, if it is a TypeScript file that exists. */
function resolveImport(/** @type {string} */ from, /** @type {string} */ source) {
  const base = path.resolve(path.dirname(from), source.replace(/\.js$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => /\.tsx?$/.test(file) && fs.existsSync(file));
}

/**
 * @param {string} repoRoot
 * @param {readonly string[]} workspaceRoots absolute
 * @returns {import('eslint').Rule.RuleModule}
 */
export function noCycle(repoRoot, workspaceRoots) {
  /** @type {Map<string, string[]>} each file's own static imports, read once per lint run */
  const importsOf = new Map();
  const localImports = (/** @type {string} */ file) => {
    let found = importsOf.get(file);
    if (!found) {
      const text = fs.readFileSync(file, 'utf8');
      found = [...text.matchAll(STATIC_IMPORT)]
        .map((match) => resolveImport(file, match[1] ?? ''))
        .filter((target) => target !== undefined);
      importsOf.set(file, found);
    }
    return found;
  };
  return {
    meta: {
      type: 'problem',
      messages: { cycle: 'Import cycle: {{path}}' },
      schema: [],
    },
    create(context) {
      const file = context.filename;
      if (!workspaceRoots.some((dir) => isInside(file, dir))) return {};
      // Files read from disk may be stale while the linted one is being edited: use its own text.
      importsOf.delete(file);
      /** The trail from `start` back to this file, if there is one. */
      const reaches = (/** @type {string} */ start) => {
        const seen = new Set();
        /** @type {[string, string[]][]} */
        const stack = [[start, [start]]];
        while (stack.length > 0) {
          const [current, trail] = /** @type {[string, string[]]} */ (stack.pop());
          if (current === file) return trail;
          if (seen.has(current)) continue;
          seen.add(current);
          for (const next of localImports(current)) stack.push([next, [...trail, next]]);
        }
        return undefined;
      };
      return onEveryImport(
        (node, source) => {
          if (!source.startsWith('.') || isTypeOnly(node)) return;
          const target = resolveImport(file, source);
          const trail = target && reaches(target);
          if (!trail) return;
          const relative = [file, ...trail].map((p) => path.relative(repoRoot, p));
          context.report({
            node: node.source ?? node,
            messageId: 'cycle',
            data: { path: relative.join(' -> ') },
          });
        },
        { dynamic: false },
      );
    },
  };
}
