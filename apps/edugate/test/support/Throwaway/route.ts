/**
 * A throwaway screen added the way README's "Adding a screen" says, for addScreen.test.ts: in the
 * product, `throwawayAddress` is one entry of `paths` (packages/ui/src/paths/paths.ts), this
 * folder is `packages/ui/src/screens/Throwaway/` and the test's mock is the one line in
 * src/routeTable.ts.
 */
import { defineRoute } from '@edugate/ui/navigation';
import { address } from '@edugate/ui/paths';

export const throwawayAddress = address<[name: string]>('/throwaway/:name');

export const throwawayRoute = defineRoute({
  name: 'Throwaway',
  path: throwawayAddress.path,
  access: 'public',
  title: 'Throwaway',
  sitemap: () => ['first', 'second page'].map((name) => throwawayAddress.href(name)),
  page: () => import('./Throwaway'),
});
