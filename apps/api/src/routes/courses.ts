import { messages } from '@edugate/api-client/messages';
import { courseData } from '../tables/courses.ts';
import { coursePageQuery } from '../tables/courses-search.ts';
import type { PublicReader } from '../db/database.ts';
import type { DataVersion } from '../db/read-cache.ts';
import { authorName, callerEmail, isUuid, type Deps } from '../http/context.ts';
import { readAfter } from '../http/data-position.ts';
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
      const load = async (reader: PublicReader, version: DataVersion) => {
        const { courses: list, total, exact } = await courses.page(query, version, reader);
        return { total: String(total), exact, body: serializeBody(reply, list) };
      };
      // A search reads the process's course index, kept current from the primary alone.
      const page =
        query.search === null
          ? await db.publicRead(key, readAfter(request, reply, config), load)
          : await db.readCache.read(key, (version) => load(db, version));
      reply.header('x-total-count', page.total);
      // 'false' when a search has more matches than it counts (SEARCH_TOTAL_BOUND): "1,000+".
      reply.header('x-total-count-exact', String(page.exact));
      return sendSerialized(reply, page.body);
    },

    async getCourse(request, reply) {
      const id = courseId(request.params.id);
      const body = await db.publicRead(
        JSON.stringify(['getCourse', publicUrl, id]),
        readAfter(request, reply, config),
        async (reader) => {
          const course = await courses.find(id, reader);
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
