// The enrollments table and the seats it fills: its SQL, and enrollments in the contract's shape.
import type { components } from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { conflict, forbidden, notFound } from '../domain/errors.ts';
import { defined } from '../util/defined.ts';
import { absoluteImageUrl } from './course-row.ts';
import type { Database, Queryable } from '../db/database.ts';

type Schemas = components['schemas'];
type Enrollment = Schemas['Enrollment'];
type EnrollmentWithCourse = Schemas['EnrollmentWithCourse'];
type SeatInfo = Schemas['SeatInfo'];
/** The seats left: part of every answer that changes them. */
export type Seats = Pick<SeatInfo, 'availableSeats' | 'isFull'>;

/** docs/product.md, Numbers: maximum concurrent enrollments per user. */
export const MAX_ENROLLMENTS = 3;

interface EnrollmentRow {
  id: string;
  course_id: string;
  user_email: string;
  enrolled_at: Date;
}

interface EnrollOutcome {
  outcome: 'enrolled' | 'not_found' | 'duplicate' | 'limit' | 'full' | 'own_course';
  enrollment_id: string | null;
  enrolled_at: Date | null;
  course_enrollments: number | null;
  course_total_seats: number | null;
}

interface SeatRow {
  enrollments: number;
  total_seats: number;
}

function toEnrollment(row: EnrollmentRow): Enrollment {
  return {
    _id: row.id,
    courseId: row.course_id,
    userEmail: row.user_email,
    enrolledAt: new Date(row.enrolled_at).toISOString(),
  };
}

function seats(row: SeatRow): Seats {
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

/** Course ids are UUIDs (the route turns any other into a 404 first). */
export function enrollmentData(db: Database, publicUrl: string) {
  return {
    /**
     * Enrols the learner (`name` for the author's Learners panel): 404 no course, 409 already
     * enrolled, at the limit or full.
     */
    async enroll(
      courseId: string,
      learner: { email: string; name: string },
    ): Promise<{ enrollment: Enrollment } & Seats> {
      // One round trip (migrations/003 and 006): the same locks and checks as unenroll's
      // transaction. A SELECT that writes: `write`, so every process's cache hears of it.
      const [result] = await db.write<EnrollOutcome>(
        'SELECT * FROM edugate_enroll($1, $2, $3, $4)',
        [courseId, learner.email, MAX_ENROLLMENTS, learner.name],
      );
      const outcome = defined(result, 'enrolment outcome');
      if (outcome.outcome === 'not_found') throw notFound(messages.courseNotFound);
      if (outcome.outcome === 'own_course') throw forbidden(messages.ownCourse);
      if (outcome.outcome === 'duplicate') throw conflict(messages.alreadyEnrolled);
      if (outcome.outcome === 'limit') throw conflict(messages.enrollmentLimit);
      if (outcome.outcome === 'full') throw conflict(messages.courseFull);
      return {
        enrollment: toEnrollment({
          id: defined(outcome.enrollment_id, 'enrollment id'),
          // As PostgreSQL prints a uuid (the request may spell it in capitals).
          course_id: courseId.toLowerCase(),
          user_email: learner.email,
          enrolled_at: defined(outcome.enrolled_at, 'enrolled_at'),
        }),
        ...seats({
          enrollments: defined(outcome.course_enrollments, 'enrollments'),
          total_seats: defined(outcome.course_total_seats, 'total_seats'),
        }),
      };
    },

    /** The course's seats after: 404 no course, or the user not enrolled in it. */
    async unenroll(courseId: string, email: string): Promise<Seats> {
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
      return seats(after);
    },

    async isEnrolled(email: string, courseId: string): Promise<boolean> {
      const rows = await db.read(
        'SELECT 1 FROM enrollments WHERE user_email = $1 AND course_id = $2',
        [email, courseId],
      );
      return rows.length > 0;
    },

    /** The user's enrollments, newest first. */
    async listByUser(email: string): Promise<Enrollment[]> {
      const rows = await db.read<EnrollmentRow>(
        `SELECT id, course_id, user_email, enrolled_at FROM enrollments WHERE user_email = $1
         ORDER BY enrolled_at DESC, id`,
        [email],
      );
      return rows.map(toEnrollment);
    },

    /** The user's enrollments with what the list shows of each course (null once it is gone). */
    async listWithCourses(email: string): Promise<EnrollmentWithCourse[]> {
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
                imageUrl: absoluteImageUrl(row.image_url ?? '', publicUrl),
              },
      }));
    },

    /** The course's seats, or null if there is no such course. */
    async seats(courseId: string): Promise<SeatInfo | null> {
      const [row] = await db.read<SeatRow>(
        'SELECT enrollments, total_seats FROM courses WHERE id = $1',
        [courseId],
      );
      return row ? { courseId, totalSeats: row.total_seats, ...seats(row) } : null;
    },
  };
}

export type EnrollmentData = ReturnType<typeof enrollmentData>;
