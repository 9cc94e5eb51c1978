import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /manage-courses/:id/insights: one course's figures for its author (the 404 page for anyone else). */
export const insightsRoute = defineRoute({
  name: 'Insights',
  path: routes.insights,
  access: 'protected',
  title: 'Insights',
  page: () => import('./page'),
});
