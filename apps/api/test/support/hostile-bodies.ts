/**
 * Bodies meant to break a server, for the edge tests and the soak run alike: nesting this deep
 * overflows a recursive walk over the parsed body unless the server refuses it first.
 */
export const deepArrays = '['.repeat(10_000) + ']'.repeat(10_000);
export const deepObjects = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);

/** Every route that takes a JSON body, aimed at `courseId` where the path names a course. */
export function bodyRoutes(courseId: string): [method: string, path: string][] {
  return [
    ['DELETE', `/courses/${courseId}`],
    ['PUT', `/courses/${courseId}`],
    ['POST', '/courses'],
    ['POST', '/enrollments'],
    ['DELETE', '/enrollments'],
    ['POST', '/jobs'],
    ['POST', '/jwt'],
  ];
}
