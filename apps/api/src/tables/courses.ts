// The courses table: its SQL, and courses in the contract's shape.
import type { components } from '@edugate/api-client';
import { messages, messageTemplates } from '@edugate/api-client/messages';
import { conflict, forbidden, notFound } from '../domain/errors.ts';
import { defined } from '../util/defined.ts';
import { batchLoader } from '../db/batch-loader.ts';
import { COURSE_COLUMNS, toCourse, type Course, type CourseRow } from './course-row.ts';
import { readCoursePage, type CoursePageQuery } from './courses-search.ts';
import type { Database, PublicReader, Queryable } from '../db/database.ts';
import type { DataVersion } from '../db/read-cache.ts';
import { notifySql } from './notifications.ts';
import { setSkills } from './skills.ts';

type CourseInput = components['schemas']['CourseInput'];

/** Capacity of a course added through the API (the contract's documented default). */
export const DEFAULT_TOTAL_SEATS = 30;

export interface CoursesPage {
  courses: Course[];
  /** Exact, or the search bound when `exact` is false (courses-search.ts). */
  total: number;
  exact: boolean;
}

/** Who adds a course: the owner's e-mail, and the name shown as its author. */
export interface CourseOwner {
  email: string;
  name: string;
}

/**
 * The outcomes as stored: trimmed, in the author's order. The contract has already refused more
 * than six, blank ones and ones over 120 characters; undefined when the input has none.
 */
function trimmedOutcomes(outcomes: readonly string[] | undefined): string[] | undefined {
  return outcomes?.map((outcome) => outcome.trim());
}

/** Locks the course row and refuses anyone but its owner (404 missing, 403 someone else's). */
async function ownedCourse(tx: Queryable, id: string, email: string): Promise<CourseRow> {
  const [row] = await tx.query<CourseRow>(
    `SELECT ${COURSE_COLUMNS} FROM courses WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw notFound(messages.courseNotFound);
  if (row.added_by_email !== email) throw forbidden(messages.notCourseOwner);
  return row;
}

/** Ids are UUIDs (the route turns any other into a 404 first). */
export function courseData(db: Database, publicUrl: string) {
  // Simultaneous detail reads share one `WHERE id = ANY(...)` query (batch-loader.ts).
  const loadCourse = batchLoader(async (ids: string[]) => {
    const rows = await db.read<CourseRow>(
      `SELECT ${COURSE_COLUMNS} FROM courses WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row]));
  });

  return {
    /** One catalogue page and its total (courses-search.ts); a list may be read on `reader`. */
    async page(
      query: CoursePageQuery,
      version: DataVersion = null,
      reader: PublicReader = db,
    ): Promise<CoursesPage> {
      const { rows, total, exact } = await readCoursePage(db, query, version, reader);
      return { courses: rows.map((row) => toCourse(row, publicUrl)), total, exact };
    },

    /** The course, or null if there is none; read on `reader` (the standby) when it is not `db`. */
    async find(id: string, reader: PublicReader = db): Promise<Course | null> {
      const row =
        reader === db
          ? await loadCourse(id)
          : (
              await reader.read<CourseRow>(`SELECT ${COURSE_COLUMNS} FROM courses WHERE id = $1`, [
                id,
              ])
            )[0];
      return row ? toCourse(row, publicUrl) : null;
    },

    /** The courses the owner added, newest first. */
    async listByOwner(email: string): Promise<Course[]> {
      const rows = await db.read<CourseRow>(
        `SELECT ${COURSE_COLUMNS} FROM courses WHERE added_by_email = $1 ORDER BY added_at DESC, id`,
        [email],
      );
      return rows.map((row) => toCourse(row, publicUrl));
    },

    async insert(input: CourseInput, owner: CourseOwner): Promise<Course> {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx.query<{ id: string }>(
          `INSERT INTO courses (title, description, image_url, duration, category, added_by_email,
             added_by_name, total_seats, outcomes)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [
            input.title.trim(),
            input.description.trim(),
            input.imageUrl,
            input.duration.trim(),
            input.category ?? '',
            owner.email,
            owner.name,
            input.totalSeats ?? DEFAULT_TOTAL_SEATS,
            trimmedOutcomes(input.outcomes) ?? [],
          ],
        );
        const id = defined(inserted, 'inserted course').id;
        await setSkills(tx, 'course', id, input.skills ?? []);
        const [course] = await tx.query<CourseRow>(
          `SELECT ${COURSE_COLUMNS} FROM courses WHERE id = $1`,
          [id],
        );
        return defined(course, 'inserted course');
      });
      return toCourse(row, publicUrl);
    },

    /**
     * The owner's update: 404 missing, 403 someone else's, 409 seats below the learners enrolled.
     * Without `totalSeats` the capacity stays as it is, and without `outcomes` or `skills` the
     * outcomes or skills do.
     */
    async update(id: string, input: CourseInput, ownerEmail: string): Promise<Course> {
      const row = await db.transaction(async (tx) => {
        // The course row lock is the one edugate_enroll takes before counting seats, so an
        // enrolment and a seat change are serialised: the count read here is the count.
        const current = await ownedCourse(tx, id, ownerEmail);
        const totalSeats = input.totalSeats ?? current.total_seats;
        if (totalSeats < current.enrollments) {
          throw conflict(messageTemplates.seatsBelowEnrolled(current.enrollments));
        }
        // Before the UPDATE, whose RETURNING reads the course's skills.
        if (input.skills) await setSkills(tx, 'course', id, input.skills);
        const [updated] = await tx.query<CourseRow>(
          `UPDATE courses SET title = $2, description = $3, image_url = $4, duration = $5, category = $6,
             total_seats = $7, outcomes = COALESCE($8::text[], outcomes)
           WHERE id = $1 RETURNING ${COURSE_COLUMNS}`,
          [
            id,
            input.title.trim(),
            input.description.trim(),
            input.imageUrl,
            input.duration.trim(),
            input.category ?? '',
            totalSeats,
            trimmedOutcomes(input.outcomes) ?? null,
          ],
        );
        return defined(updated, 'updated course');
      });
      return toCourse(row, publicUrl);
    },

    /** The owner's delete, with the course's enrollments: 404 missing, 403 someone else's. */
    async remove(id: string, ownerEmail: string): Promise<void> {
      await db.transaction(async (tx) => {
        await ownedCourse(tx, id, ownerEmail);
        // Its learners hear of it, in this transaction (migrations/013).
        await tx.query(notifySql.courseLearners, [id]);
        // ON DELETE CASCADE removes the course's enrollments in the same statement.
        await tx.query('DELETE FROM courses WHERE id = $1', [id]);
      });
    },
  };
}

export type CourseData = ReturnType<typeof courseData>;
