import type { HttpHandler } from 'msw';
import { messages } from '../../messages';
import type { MockDb } from '../db';
import { error, http, signedIn } from './http';

/**
 * DELETE /account: the mock db's user loses their courses (with their enrolments and
 * reviews), enrolments, reviews, jobs (with their applications) and applications, as the server's.
 */
export function accountHandlers(db: MockDb): HttpHandler[] {
  return [
    http.delete('/account', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const email = db.user.email;
      const ownCourses = new Set(
        [...db.owners].filter(([, owner]) => owner === email).map(([id]) => id),
      );
      const ownJobs = new Set(
        [...db.jobPosters].filter(([, poster]) => poster === email).map(([id]) => id),
      );
      db.courses = db.courses.filter((c) => !ownCourses.has(c._id));
      db.enrollments = db.enrollments.filter(
        (e) => e.userEmail !== email && !ownCourses.has(e.courseId),
      );
      db.reviews = db.reviews.filter(
        (r) => r.userEmail !== email && !ownCourses.has(r.review.courseId),
      );
      db.jobs = db.jobs.filter((j) => !ownJobs.has(j._id));
      db.applications = db.applications.filter(
        (a) => a.userEmail !== email && !ownJobs.has(a.jobId),
      );
      db.accountSettings = db.accountSettings.filter((s) => s.userEmail !== email);
      return response(204).empty();
    }),
  ];
}
