// @ts-check
/**
 * EduGate's own ESLint rules, as one plugin (ADR 22). Each rule is a module of this folder with
 * its tests in `rules.test.ts` (`npm test`, Vitest project `tools`); eslint.config.js says where
 * each applies and configures the layers.
 */
import path from 'node:path';
import { appRuntimes } from './app-runtimes.js';
import { folderTiers } from './folder-tiers.js';
import { noCycle } from './no-cycle.js';
import { stayInWorkspace } from './stay-in-workspace.js';
import { uiLayers } from './ui-layers.js';

/** The npm workspaces: relative imports never leave one, and cycles are looked for inside each. */
export const WORKSPACES = ['packages/api-client', 'packages/ui', 'apps/api', 'apps/edugate'];

/**
 * The plugin for the repository at `repoRoot` (absolute).
 * @param {string} repoRoot
 * @returns {import('eslint').ESLint.Plugin}
 */
export function edugatePlugin(repoRoot) {
  const workspaceRoots = WORKSPACES.map((dir) => path.resolve(repoRoot, dir));
  return {
    meta: { name: 'edugate' },
    rules: {
      'stay-in-workspace': stayInWorkspace(repoRoot, workspaceRoots),
      'ui-layers': uiLayers(path.resolve(repoRoot, 'packages/ui/src')),
      'no-cycle': noCycle(repoRoot, workspaceRoots),
      'app-runtimes': appRuntimes(path.resolve(repoRoot, 'apps/edugate')),
      'folder-tiers': folderTiers(repoRoot),
    },
  };
}
