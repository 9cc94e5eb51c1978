import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /manage-courses/:id/insights: one course's figures for its author (the 404 page for anyone else). */
export const insightsRoute = defineRoute({
  name: 'Insights',
  path: paths.insights.path,
  access: 'protected',
  title: 'Insights',
  page: () => import('./Insights'),
});
