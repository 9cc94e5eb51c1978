import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /verify: anyone checks an Open Badges credential in the browser. */
export const verifyRoute = defineRoute({
  name: 'Verify',
  path: paths.verify.path,
  access: 'public',
  title: 'Verify a credential',
  sitemap: true,
  page: () => import('./Verify'),
});
