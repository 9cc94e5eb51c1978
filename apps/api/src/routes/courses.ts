import { messages } from '@edugate/api-client/messages';
import { courseData } from '../tables/courses.ts';
import { coursePageQuery } from '../tables/courses-search.ts';
import { authorName, callerEmail, isUuid, type Deps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { sendSerialized, serializeBody } from '../http/serialized.ts';

type CourseOperations =
  'listCourses' | 'getCourse' | 'listMyCourses' | 'createCourse' | 'updateCourse' | 'deleteCourse';

/** The contract's ids are opaque; this server's are UUIDs, so any other id names no course. */
function courseId(id: string): string {
  if (!isUuid(id)) throw notFound(messages.courseNotFound);
  return id;
}

export function courseHandlers({ db, config }: Deps): Pick<OperationHandlers, CourseOperations> {
  const publicUrl = config.publicUrl;
  const courses = courseData(db, publicUrl);
  return {
    async listCourses(request, reply) {
      const query = coursePageQuery(request.query);
      const key = JSON.stringify([
        'listCourses',
        publicUrl,
        query.search,
        query.category?.toLowerCase(),
        query.skill?.toLowerCase(),
        query.sort,
        query.limit,
        query.offset,
      ]);
      const page = await db.readCache.read(key, async (version) => {
        const { courses: list, total, exact } = await courses.page(query, version);
        return { total: String(total), exact, body: serializeBody(reply, list) };
      });
      reply.header('x-total-count', page.total);
      // 'false' when a search has more matches than it counts (SEARCH_TOTAL_BOUND): "1,000+".
      reply.header('x-total-count-exact', String(page.exact));
      return sendSerialized(reply, page.body);
    },

    async getCourse(request, reply) {
      const id = courseId(request.params.id);
      const body = await db.readCache.read(
        JSON.stringify(['getCourse', publicUrl, id]),
        async () => {
          const course = await courses.find(id);
          return course ? serializeBody(reply, course) : null;
        },
      );
      if (body === null) throw notFound(messages.courseNotFound);
      return sendSerialized(reply, body);
    },

    async listMyCourses(request) {
      return courses.listByOwner(callerEmail(request));
    },

    async createCourse(request, reply) {
      const email = callerEmail(request);
      const course = await courses.insert(request.body, { email, name: authorName(request) });
      reply.code(201);
      return course;
    },

    async updateCourse(request) {
      const email = callerEmail(request);
      return courses.update(courseId(request.params.id), request.body, email);
    },

    async deleteCourse(request, reply) {
      const email = callerEmail(request);
      await courses.remove(courseId(request.params.id), email);
      return reply.code(204).send();
    },
  };
}
