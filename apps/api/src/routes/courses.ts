import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages, messageTemplates } from '@edugate/api-client/messages';
import { batchLoader } from '../db/batch-loader.ts';
import { readCoursePage } from '../db/course-list.ts';
import { COURSE_COLUMNS, type CourseRow } from '../db/course-row.ts';
import type { Queryable } from '../db/database.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { callerEmail, currentUser, isUuid, type Deps, type Handlers } from '../http/context.ts';
import { defined } from '../util/defined.ts';

/** Capacity of a course added through the API (the contract's documented default). */
export const DEFAULT_TOTAL_SEATS = 30;

interface CourseInput {
  title: string;
  description: string;
  imageUrl: string;
  duration: string;
  /** Optional for clients written against the original API; stored as '' (matches no filter). */
  category?: string;
  /** Optional: DEFAULT_TOTAL_SEATS on create, unchanged on update. */
  totalSeats?: number;
}

interface ListQuery {
  sort: 'addedAt_desc' | 'enrollments_desc' | 'rating_desc';
  limit: number;
  offset: number;
  q?: string;
  category?: string;
}

/** Shipped images are stored as paths, so they follow PUBLIC_URL wherever the API is served. */
export function absoluteImageUrl(imageUrl: string, publicUrl: string): string {
  return imageUrl.startsWith('/') ? `${publicUrl}${imageUrl}` : imageUrl;
}

export function toCourse(row: CourseRow, publicUrl: string) {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: absoluteImageUrl(row.image_url, publicUrl),
    duration: row.duration,
    ...(row.category ? { category: row.category } : {}),
    addedByName: row.added_by_name ?? row.added_by_email,
    addedAt: new Date(row.added_at).toISOString(),
    enrollments: row.enrollments,
    rating: row.rating,
    ratingCount: row.rating_count,
    totalSeats: row.total_seats,
  };
}

type Serialized = ReturnType<FastifyReply['serialize']>;

/**
 * Cached reads are stored as the JSON the route's contract serializer produced (`reply.serialize`),
 * so a cache hit skips both the query and the serialization and still cannot leak a field.
 */
function sendSerialized(reply: FastifyReply, json: Serialized): Serialized {
  reply.type('application/json; charset=utf-8');
  return json;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function courseId(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!isUuid(id)) throw notFound(messages.courseNotFound);
  return id;
}

async function ownedCourse(tx: Queryable, id: string, email: string): Promise<CourseRow> {
  const [row] = await tx.query<CourseRow>(
    `SELECT ${COURSE_COLUMNS} FROM courses WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw notFound(messages.courseNotFound);
  if (row.added_by_email !== email) throw forbidden(messages.notCourseOwner);
  return row;
}

export function courseHandlers({ db, config }: Deps): Handlers {
  const publicUrl = config.publicUrl;
  const loadCourse = batchLoader(async (ids: string[]) => {
    const rows = await db.read<CourseRow>(
      `SELECT ${COURSE_COLUMNS} FROM courses WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row]));
  });
  return {
    async listCourses(request, reply) {
      const query = request.query as ListQuery;
      const search = query.q?.trim() ? likePattern(query.q.trim()) : null;
      const category =
        query.category?.trim() && query.category.trim().toLowerCase() !== 'all'
          ? query.category.trim()
          : null;
      const key = JSON.stringify([
        'listCourses',
        publicUrl,
        search,
        category?.toLowerCase(),
        query.sort,
        query.limit,
        query.offset,
      ]);
      const page = await db.readCache.read(key, async () => {
        const { rows, total, exact } = await readCoursePage(db, {
          search,
          category,
          sort: query.sort,
          limit: query.limit,
          offset: query.offset,
        });
        const courses = rows.map((row) => toCourse(row, publicUrl));
        return { total: String(total), exact, body: reply.serialize(courses) };
      });
      reply.header('x-total-count', page.total);
      // 'false' when a search has more matches than it counts (SEARCH_TOTAL_BOUND): "1,000+".
      reply.header('x-total-count-exact', String(page.exact));
      return sendSerialized(reply, page.body);
    },

    async getCourse(request, reply) {
      const id = courseId(request);
      const body = await db.readCache.read(
        JSON.stringify(['getCourse', publicUrl, id]),
        async () => {
          const row = await loadCourse(id);
          return row ? reply.serialize(toCourse(row, publicUrl)) : null;
        },
      );
      if (body === null) throw notFound(messages.courseNotFound);
      return sendSerialized(reply, body);
    },

    async listMyCourses(request) {
      const email = callerEmail(request);
      const rows = await db.read<CourseRow>(
        `SELECT ${COURSE_COLUMNS} FROM courses WHERE added_by_email = $1 ORDER BY added_at DESC, id`,
        [email],
      );
      return rows.map((row) => toCourse(row, publicUrl));
    },

    async createCourse(request, reply) {
      const email = callerEmail(request);
      const input = request.body as CourseInput;
      const [row] = await db.write<CourseRow>(
        `INSERT INTO courses (title, description, image_url, duration, category, added_by_email,
           added_by_name, total_seats)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COURSE_COLUMNS}`,
        [
          input.title.trim(),
          input.description.trim(),
          input.imageUrl,
          input.duration.trim(),
          input.category ?? '',
          email,
          currentUser(request).name ?? email,
          input.totalSeats ?? DEFAULT_TOTAL_SEATS,
        ],
      );
      reply.code(201);
      return toCourse(defined(row, 'inserted course'), publicUrl);
    },

    async updateCourse(request) {
      const email = callerEmail(request);
      const id = courseId(request);
      const input = request.body as CourseInput;
      const row = await db.transaction(async (tx) => {
        // The course row lock is the one edugate_enroll takes before counting seats, so an
        // enrolment and a seat change are serialised: the count read here is the count.
        const current = await ownedCourse(tx, id, email);
        const totalSeats = input.totalSeats ?? current.total_seats;
        if (totalSeats < current.enrollments) {
          throw conflict(messageTemplates.seatsBelowEnrolled(current.enrollments));
        }
        const [updated] = await tx.query<CourseRow>(
          `UPDATE courses SET title = $2, description = $3, image_url = $4, duration = $5, category = $6,
             total_seats = $7
           WHERE id = $1 RETURNING ${COURSE_COLUMNS}`,
          [
            id,
            input.title.trim(),
            input.description.trim(),
            input.imageUrl,
            input.duration.trim(),
            input.category ?? '',
            totalSeats,
          ],
        );
        return defined(updated, 'updated course');
      });
      return toCourse(row, publicUrl);
    },

    async deleteCourse(request, reply) {
      const email = callerEmail(request);
      const id = courseId(request);
      await db.transaction(async (tx) => {
        await ownedCourse(tx, id, email);
        // ON DELETE CASCADE removes the course's enrollments in the same statement.
        await tx.query('DELETE FROM courses WHERE id = $1', [id]);
      });
      return reply.code(204).send();
    },
  };
}
