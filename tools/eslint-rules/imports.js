// @ts-check
/**
 * What every rule here shares: the places a module names another (static imports, re-exports,
 * `import()`), and whether a path lies inside a folder.
 */
import path from 'node:path';

/**
 * @typedef {import('estree').ImportDeclaration | import('estree').ExportNamedDeclaration
 *   | import('estree').ExportAllDeclaration | import('estree').ImportExpression} ImportNode
 * @typedef {ImportNode & { importKind?: string, exportKind?: string }} TypedImportNode
 */

/**
 * The visitor that calls `check` with every node naming a module and that module's name (a
 * string literal; `import(expression)` and `export { x }` without a source are passed over).
 * @param {(node: TypedImportNode, source: string) => void} check
 * @param {{ dynamic?: boolean }} [options] `dynamic: false` leaves `import()` out
 * @returns {import('eslint').Rule.RuleListener}
 */
export function onEveryImport(check, { dynamic = true } = {}) {
  /** @param {TypedImportNode} node */
  const visit = (node) => {
    const source = node.source && 'value' in node.source ? node.source.value : undefined;
    if (typeof source === 'string') check(node, source);
  };
  /** @type {import('eslint').Rule.RuleListener} */
  const listener = {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
  };
  if (dynamic) listener.ImportExpression = visit;
  return listener;
}

/** Whether the import loads nothing at run time (`import type`, `export type`). */
export const isTypeOnly = (/** @type {TypedImportNode} */ node) =>
  node.importKind === 'type' || node.exportKind === 'type';

/** Whether `file` lies inside `folder` (not the folder itself). */
export const isInside = (/** @type {string} */ file, /** @type {string} */ folder) =>
  file.startsWith(folder + path.sep);
