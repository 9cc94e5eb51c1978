/**
 * Type-level test, checked by `tsc -b` (npm run typecheck, part of npm test); nothing runs. Each
 * `@ts-expect-error` fails the typecheck if the line below it ever compiles, so this proves that
 * handlers typed by the contract's `operations` (src/http/operations.ts) reject what they should.
 */
import type { components } from '@edugate/api-client';
import type {
  OperationHandler,
  OperationHandlers,
  QueryParams,
  RequestBody,
  ResponseBody,
} from '../src/http/operations.ts';
import type { SerializedJson } from '../src/http/serialized.ts';

type Course = components['schemas']['Course'];
declare const course: Course;
declare const serializedCourses: SerializedJson<Course[]>;

// The contract's defaults are filled in: required in the handler's query, optional otherwise.
export const query: QueryParams<'listCourses'> = { sort: 'rating_desc', limit: 20, offset: 0 };
// @ts-expect-error `limit` has a default (20), so the handler always has it.
export const queryWithoutLimit: QueryParams<'listCourses'> = { sort: 'rating_desc', offset: 0 };
export const reviewPage: QueryParams<'listCourseReviews'> = { limit: 10, offset: 0 };

// A response is the union of the 2xx JSON bodies; a 204 has none.
export const created: ResponseBody<'createCourse'> = course;
export const noContent: ResponseBody<'deleteCourse'>[] = [];
// @ts-expect-error deleteCourse answers 204: there is no body to return.
export const deletedBody: ResponseBody<'deleteCourse'> = { message: 'Deleted' };
// @ts-expect-error an operation without a request body gets `undefined`.
export const noBody: RequestBody<'getCourse'> = { id: 'x' };

// A well-typed handler compiles: the body is the contract's CourseInput, the answer a Course.
export const createCourse: OperationHandler<'createCourse'> = async (request) => ({
  ...course,
  title: request.body.title,
});

// A cached read may answer with JSON serialized for the same operation's body.
export const listCourses: OperationHandler<'listCourses'> = async () => serializedCourses;

export const missingField: OperationHandler<'getCourse'> = async () =>
  // @ts-expect-error a Course needs its `title`.
  ({ ...course, title: undefined });

// A field the contract lacks is not caught in an async handler's answer (TypeScript checks excess
// properties only on an object literal assigned straight to the type, as in the data modules' row
// mappings); the route's serializer drops it.

export const wrongOperation: OperationHandler<'getCourse'> = async () =>
  // @ts-expect-error getCourse answers one Course, not a list.
  [course];

// @ts-expect-error JSON serialized for a list is not the answer for one course.
export const wrongSerialized: OperationHandler<'getCourse'> = async () => serializedCourses;

export const unknownBodyField: OperationHandler<'updateCourse'> = async (request) => {
  // @ts-expect-error CourseInput has no `owner`.
  void request.body.owner;
  return course;
};

export const unknownParam: OperationHandler<'getCourse'> = async (request) => {
  // @ts-expect-error getCourse's path parameter is `id`.
  void request.params.courseId;
  return course;
};

export const unknownQuery: OperationHandler<'listMyCourses'> = async (request) => {
  // @ts-expect-error listMyCourses declares no query parameters.
  void request.query.q;
  return [course];
};

// An operation without a JSON body (204) sends the reply itself.
export const sendsNoContent: OperationHandler<'deleteCourse'> = async (_request, reply) =>
  reply.code(204).send();

// @ts-expect-error a routes module naming an operation the contract lacks.
export type MisspelledPick = Pick<OperationHandlers, 'getCourses'>;

// @ts-expect-error server.ts's table must have every operation's handler.
export const incomplete: OperationHandlers = { getCourse: async () => course };

export const handlers: Partial<OperationHandlers> = {
  getCourse: async () => course,
  // @ts-expect-error not an operationId of openapi.yaml.
  getCourses: async () => [course],
};
