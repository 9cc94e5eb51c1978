import type { HttpHandler } from 'msw';
import { messages } from '../../messages';
import type { MockDb } from '../db';
import { computeInsights } from '../insights/compute';
import { error, http, signedIn } from './http';
import { findCourse } from './lookups';

/** GET /courses/{id}/insights, with the reference server's rules (apps/api/src/routes/insights.ts). */
export function insightsHandlers(db: MockDb): HttpHandler[] {
  return [
    http.get('/courses/{id}/insights', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const course = findCourse(db, params.id);
      // Anyone but the author learns nothing, not even that the course exists.
      if (!course || db.owners.get(course._id) !== db.user.email) {
        return error(404, messages.courseNotFound);
      }
      return response(200).json(db.insights.get(course._id) ?? computeInsights(db, course._id));
    }),
  ];
}
