// @ts-check
/**
 * The layers of packages/ui/src (ADR 3). Which layer may not import which is the rule's
 * configuration (eslint.config.js): components know nothing of features, screens, the shell or
 * the session; the session knows no feature, screen or shell (its tests may prime a feature's
 * cache: `exceptInTests`). What holds whatever the layers are
 * is written here: features never import each other (only another feature's cache vocabulary,
 * `api/keys` and `api/cache`); screens never import each other and reach a feature only through
 * its index (`features/<f>`) or one component's index (`features/<f>/components/<C>`);
 * `testing/` is for stories (and their `*.play.ts`) and tests only.
 */
import path from 'node:path';
import { isInside, onEveryImport } from './imports.js';

/**
 * @typedef {{ mayNotImport: string[], why: string, exceptInTests?: boolean }} LayerLimits
 * @typedef {{ layers?: Record<string, LayerLimits> }} UiLayersOptions
 */

const TEST_CODE = /\.(stories|test|play)\.tsx?$/;

/**
 * @param {string} uiSrc absolute path of packages/ui/src
 * @returns {import('eslint').Rule.RuleModule}
 */
export function uiLayers(uiSrc) {
  return {
    meta: {
      type: 'problem',
      messages: { layer: '{{from}} may not import {{to}}: {{why}}' },
      schema: [
        {
          type: 'object',
          properties: {
            layers: {
              type: 'object',
              additionalProperties: {
                type: 'object',
                properties: {
                  mayNotImport: { type: 'array', items: { type: 'string' } },
                  why: { type: 'string' },
                  exceptInTests: { type: 'boolean' },
                },
                required: ['mayNotImport', 'why'],
                additionalProperties: false,
              },
            },
          },
          additionalProperties: false,
        },
      ],
    },
    create(context) {
      const file = context.filename;
      if (!isInside(file, uiSrc)) return {};
      /** @type {UiLayersOptions} */
      const options = context.options[0] ?? {};
      const layers = options.layers ?? {};
      const [fromLayer = '', fromName] = path.relative(uiSrc, file).split(path.sep);
      const isTestCode = TEST_CODE.test(file);
      return onEveryImport((node, source) => {
        if (!source.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), source);
        if (!isInside(target, uiSrc)) return;
        const parts = path.relative(uiSrc, target).split(path.sep);
        const [toLayer = '', toName] = parts;
        /** @param {string} why */
        const report = (why) =>
          context.report({
            node: node.source ?? node,
            messageId: 'layer',
            data: { from: `${fromLayer}/${fromName}`, to: parts.join('/'), why },
          });
        if (toLayer === 'testing' && !isTestCode && fromLayer !== 'testing')
          return report('testing/ is for stories and tests');
        const limits = layers[fromLayer];
        if (limits?.mayNotImport.includes(toLayer) && !(isTestCode && limits.exceptInTests))
          return report(limits.why);
        if (isTestCode) return;
        if (fromLayer === 'features' && toLayer === 'features' && toName !== fromName) {
          const cacheVocabulary = /^api\/(keys|cache)(\.ts)?$/.test(parts.slice(2).join('/'));
          if (!cacheVocabulary)
            return report(
              "features never import each other (only another feature's api/keys or api/cache)",
            );
        }
        if (fromLayer === 'screens' && toLayer === 'screens' && toName !== fromName)
          return report('screens do not import other screens');
        if (fromLayer === 'screens' && toLayer === 'features') {
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
      });
    },
  };
}
