/**
 * This file was auto-generated from openapi.yaml by `npm run generate`.
 * Do not make direct changes to the file.
 */

/** `METHOD /path` of every operation that needs `Authorization: Bearer <ID token>`. */
export const securedOperations: ReadonlySet<string> = new Set([
  'DELETE /courses/{id}',
  'DELETE /enrollments',
  'GET /courses/my-courses',
  'GET /enrollments/check',
  'GET /enrollments/my-courses',
  'GET /enrollments/user/{email}',
  'POST /courses',
  'POST /enrollments',
  'POST /jobs',
  'POST /jobs/{id}/apply',
  'POST /jwt',
  'PUT /courses/{id}',
]);
