/**
 * This file was auto-generated from openapi.yaml by `npm run generate`.
 * Do not make direct changes to the file.
 */

/** `METHOD /path` of every operation that needs `Authorization: Bearer <ID token>`. */
export const securedOperations: ReadonlySet<string> = new Set([
  'DELETE /applications/{id}',
  'DELETE /courses/{id}',
  'DELETE /courses/{id}/reviews/mine',
  'DELETE /enrollments',
  'DELETE /jobs/{id}',
  'GET /applications/mine',
  'GET /courses/my-courses',
  'GET /courses/{id}/learners',
  'GET /courses/{id}/reviews/mine',
  'GET /enrollments/check',
  'GET /enrollments/my-courses',
  'GET /enrollments/user/{email}',
  'GET /jobs/mine',
  'GET /jobs/{id}/applications',
  'PATCH /applications/{id}',
  'PATCH /jobs/{id}',
  'POST /courses',
  'POST /enrollments',
  'POST /jobs',
  'POST /jobs/{id}/apply',
  'POST /jwt',
  'PUT /courses/{id}',
  'PUT /courses/{id}/reviews/mine',
  'PUT /jobs/{id}',
]);
