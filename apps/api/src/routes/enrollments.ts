import type { FastifyRequest } from 'fastify';
import { messages } from '@edugate/api-client/messages';
import { absoluteImageUrl } from './courses.ts';
import { displayNameOf } from './reviews.ts';
import { conflict, notFound } from '../http/errors.ts';
import { assertOwnEmail, callerEmail, isUuid, type Deps, type Handlers } from '../http/context.ts';
import type { Queryable } from '../db/database.ts';
import { defined } from '../util/defined.ts';

/** SPEC.md section 9: maximum concurrent enrollments per user. */
export const MAX_ENROLLMENTS = 3;

interface EnrollmentRow {
  id: string;
  course_id: string;
  user_email: string;
  enrolled_at: Date;
}

interface EnrollOutcome {
  outcome: 'enrolled' | 'not_found' | 'duplicate' | 'limit' | 'full';
  enrollment_id: string | null;
  enrolled_at: Date | null;
  course_enrollments: number | null;
  course_total_seats: number | null;
}

interface SeatRow {
  enrollments: number;
  total_seats: number;
}

function toEnrollment(row: EnrollmentRow) {
  return {
    _id: row.id,
    courseId: row.course_id,
    userEmail: row.user_email,
    enrolledAt: new Date(row.enrolled_at).toISOString(),
  };
}

function seats(row: SeatRow) {
  const availableSeats = Math.max(0, row.total_seats - row.enrollments);
  return { availableSeats, isFull: availableSeats === 0 };
}

/**
 * Serialises everything one user does to their enrollments, across connections and server
 * processes. Taken before the course row lock, always in that order, so two enrolments can
 * never wait on each other in a cycle.
 */
async function lockUser(tx: Queryable, email: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('enrollments:' || $1))", [email]);
}

async function lockCourse(tx: Queryable, id: string): Promise<SeatRow> {
  const [course] = await tx.query<SeatRow>(
    'SELECT enrollments, total_seats FROM courses WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!course) throw notFound(messages.courseNotFound);
  return course;
}

function validCourseId(id: string): string {
  if (!isUuid(id)) throw notFound(messages.courseNotFound);
  return id;
}

export function enrollmentHandlers({ db, config }: Deps): Handlers {
  return {
    async enroll(request: FastifyRequest, reply) {
      const email = callerEmail(request);
      const { courseId } = request.body as { courseId: string };
      validCourseId(courseId);
      // One round trip (migrations/003): the same locks and checks as unenroll's transaction.
      // A SELECT that writes: `write`, so every process's cache hears of it.
      // With the learner's name for the author's Learners panel (migrations/006).
      const [result] = await db.write<EnrollOutcome>(
        'SELECT * FROM edugate_enroll($1, $2, $3, $4)',
        [courseId, email, MAX_ENROLLMENTS, displayNameOf(request, email)],
      );
      const outcome = defined(result, 'enrolment outcome');
      if (outcome.outcome === 'not_found') throw notFound(messages.courseNotFound);
      if (outcome.outcome === 'duplicate') throw conflict(messages.alreadyEnrolled);
      if (outcome.outcome === 'limit') throw conflict(messages.enrollmentLimit);
      if (outcome.outcome === 'full') throw conflict(messages.courseFull);
      reply.code(201);
      return {
        message: messages.enrolled,
        enrollment: toEnrollment({
          id: defined(outcome.enrollment_id, 'enrollment id'),
          // As PostgreSQL prints a uuid (the request may spell it in capitals).
          course_id: courseId.toLowerCase(),
          user_email: email,
          enrolled_at: defined(outcome.enrolled_at, 'enrolled_at'),
        }),
        ...seats({
          enrollments: defined(outcome.course_enrollments, 'enrollments'),
          total_seats: defined(outcome.course_total_seats, 'total_seats'),
        }),
      };
    },

    async unenroll(request) {
      const body = request.body as { courseId: string; userEmail: string };
      const email = assertOwnEmail(request, body.userEmail);
      const courseId = validCourseId(body.courseId);
      const after = await db.transaction(async (tx) => {
        await lockUser(tx, email);
        await lockCourse(tx, courseId);
        const removed = await tx.query<{ id: string }>(
          'DELETE FROM enrollments WHERE course_id = $1 AND user_email = $2 RETURNING id',
          [courseId, email],
        );
        if (removed.length === 0) throw notFound(messages.notEnrolled);
        const [row] = await tx.query<SeatRow>(
          'UPDATE courses SET enrollments = enrollments - 1 WHERE id = $1 RETURNING enrollments, total_seats',
          [courseId],
        );
        return defined(row, 'course');
      });
      return { message: messages.unenrolled, ...seats(after) };
    },

    async checkEnrollment(request) {
      const query = request.query as { userEmail: string; courseId: string };
      const email = assertOwnEmail(request, query.userEmail);
      if (!isUuid(query.courseId)) return { isEnrolled: false };
      const rows = await db.read(
        'SELECT 1 FROM enrollments WHERE user_email = $1 AND course_id = $2',
        [email, query.courseId],
      );
      return { isEnrolled: rows.length > 0 };
    },

    async listUserEnrollments(request) {
      const { email: pathEmail } = request.params as { email: string };
      const email = assertOwnEmail(request, pathEmail);
      const rows = await db.read<EnrollmentRow>(
        `SELECT id, course_id, user_email, enrolled_at FROM enrollments WHERE user_email = $1
         ORDER BY enrolled_at DESC, id`,
        [email],
      );
      return rows.map(toEnrollment);
    },

    async getSeats(request) {
      const { courseId } = request.params as { courseId: string };
      validCourseId(courseId);
      const row = await db.readCache.read(JSON.stringify(['getSeats', courseId]), async () => {
        const [found] = await db.read<SeatRow>(
          'SELECT enrollments, total_seats FROM courses WHERE id = $1',
          [courseId],
        );
        return found ?? null;
      });
      if (!row) throw notFound(messages.courseNotFound);
      return { courseId, totalSeats: row.total_seats, ...seats(row) };
    },

    async listMyEnrollments(request) {
      const email = callerEmail(request);
      const rows = await db.read<
        EnrollmentRow & {
          title: string | null;
          description: string | null;
          image_url: string | null;
        }
      >(
        `SELECT e.id, e.course_id, e.user_email, e.enrolled_at, c.title, c.description, c.image_url
         FROM enrollments e LEFT JOIN courses c ON c.id = e.course_id
         WHERE e.user_email = $1 ORDER BY e.enrolled_at DESC, e.id`,
        [email],
      );
      return rows.map((row) => ({
        ...toEnrollment(row),
        courseDetails:
          row.title === null
            ? null
            : {
                title: row.title,
                description: row.description ?? '',
                imageUrl: absoluteImageUrl(row.image_url ?? '', config.publicUrl),
              },
      }));
    },
  };
}
