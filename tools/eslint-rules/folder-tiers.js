// @ts-check
/**
 * A folder's parts (its subfolders and the files directly in it) in tiers, from the top down: a
 * file imports only from its own part or from a part of a lower tier, and the parts of one tier
 * never import each other. So no arrow runs back up and no two folders import each other. Every
 * part must be named in a tier: a new folder takes its place in the configuration, on purpose.
 *
 * Options: `{ base: 'apps/api/src', tiers: [['main.ts'], ['server.ts'], ['routes', ...], ...] }`,
 * `base` relative to the repository's root.
 */
import path from 'node:path';
import { isInside, onEveryImport } from './imports.js';

/** @typedef {{ base: string, tiers: string[][] }} FolderTiersOptions */

/**
 * @param {string} repoRoot
 * @returns {import('eslint').Rule.RuleModule}
 */
export function folderTiers(repoRoot) {
  return {
    meta: {
      type: 'problem',
      messages: {
        upward: '{{from}} (tier {{fromTier}}) may not import {{to}} (tier {{toTier}}): {{why}}',
        unplaced: '{{part}} is in no tier of {{base}}: name it in the folder-tiers configuration.',
      },
      schema: [
        {
          type: 'object',
          properties: {
            base: { type: 'string' },
            tiers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
          },
          required: ['base', 'tiers'],
          additionalProperties: false,
        },
      ],
    },
    create(context) {
      /** @type {FolderTiersOptions} */
      const { base, tiers } = context.options[0];
      const baseDir = path.resolve(repoRoot, base);
      const file = context.filename;
      if (!isInside(file, baseDir)) return {};
      /** @type {Map<string, number>} */
      const tierOf = new Map(tiers.flatMap((parts, tier) => parts.map((part) => [part, tier])));
      const partOf = (/** @type {string} */ target) =>
        path.relative(baseDir, target).split(path.sep)[0] ?? '';
      const from = partOf(file);
      const fromTier = tierOf.get(from);
      if (fromTier === undefined) {
        return {
          Program(node) {
            context.report({ node, messageId: 'unplaced', data: { part: from, base } });
          },
        };
      }
      return onEveryImport((node, source) => {
        if (!source.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), source);
        if (!isInside(target, baseDir)) return;
        const to = partOf(target);
        const toTier = tierOf.get(to);
        if (to === from || toTier === undefined || toTier > fromTier) return;
        context.report({
          node: node.source ?? node,
          messageId: 'upward',
          data: {
            from,
            to,
            fromTier: String(fromTier + 1),
            toTier: String(toTier + 1),
            why: toTier === fromTier ? 'parts of one tier do not import each other' : 'it is above',
          },
        });
      });
    },
  };
}
