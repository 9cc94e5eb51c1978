// What an author reads of one course (docs/product.md, Insights), as aggregates the database
// computes: the answer is a few hundred numbers whatever the number of learners. Each figure is
// one statement over an index range of the course (migration 009); they run side by side.
import type { components } from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { notFound } from '../domain/errors.ts';
import type { Database } from '../db/database.ts';

type Schemas = components['schemas'];
type CourseInsights = Schemas['CourseInsights'];

/** Weeks the enrolment chart shows, the current one last. */
export const INSIGHTS_WEEKS = 12;

/** One decimal, as the page shows figures. */
const oneDecimal = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 10) / 10;

export function insightsData(db: Database) {
  return {
    /** The course's insights, for its owner only: anyone else learns nothing, not even that it exists. */
    async forAuthor(courseId: string, authorEmail: string): Promise<CourseInsights> {
      const [course] = await db.read<{
        added_by_email: string;
        enrollments: number;
        total_seats: number;
      }>('SELECT added_by_email, enrollments, total_seats FROM courses WHERE id = $1', [courseId]);
      if (!course || course.added_by_email !== authorEmail) throw notFound(messages.courseNotFound);

      const [weeks, lessons, quizzes, stars, completed] = await Promise.all([
        // Learners enrolled now, by the (Monday, UTC) week they enrolled; empty weeks count 0.
        db.read<{ week_start: string; enrollments: number }>(
          `WITH weeks AS (
             SELECT generate_series(
                      date_trunc('week', now() AT TIME ZONE 'UTC') - interval '${INSIGHTS_WEEKS - 1} weeks',
                      date_trunc('week', now() AT TIME ZONE 'UTC'),
                      interval '1 week') AS week_start
           )
           SELECT to_char(w.week_start, 'YYYY-MM-DD') AS week_start, count(e.id)::int AS enrollments
             FROM weeks w
             LEFT JOIN enrollments e
               ON e.course_id = $1
              AND e.enrolled_at >= w.week_start AT TIME ZONE 'UTC'
              AND e.enrolled_at < (w.week_start + interval '1 week') AT TIME ZONE 'UTC'
            GROUP BY w.week_start
            ORDER BY w.week_start`,
          [courseId],
        ),
        db.read<{ id: string; title: string; section: string; kind: string; completions: number }>(
          `SELECT l.id, l.title, s.title AS section, l.kind, coalesce(c.n, 0)::int AS completions
             FROM lessons l
             JOIN sections s ON s.id = l.section_id
             LEFT JOIN (SELECT lesson_id, count(*) AS n FROM lesson_completions
                         WHERE course_id = $1 GROUP BY lesson_id) c ON c.lesson_id = l.id
            WHERE l.course_id = $1
            ORDER BY s.position, l.position`,
          [courseId],
        ),
        db.read<{
          id: string;
          title: string;
          learners: number;
          average_best: number | null;
          pass_rate: number | null;
        }>(
          `SELECT l.id, l.title, coalesce(b.learners, 0)::int AS learners,
                  b.average_best::float8 AS average_best, b.pass_rate::float8 AS pass_rate
             FROM lessons l
             JOIN sections s ON s.id = l.section_id
             LEFT JOIN (
               SELECT lesson_id, count(*) AS learners, avg(best) AS average_best,
                      100.0 * avg(passed::int) AS pass_rate
                 FROM (SELECT lesson_id, user_email, max(score) AS best, bool_or(passed) AS passed
                         FROM quiz_attempts WHERE course_id = $1
                        GROUP BY lesson_id, user_email) per_learner
                GROUP BY lesson_id
             ) b ON b.lesson_id = l.id
            WHERE l.course_id = $1 AND l.kind = 'quiz'
            ORDER BY s.position, l.position`,
          [courseId],
        ),
        db.read<{ rating: number; n: number }>(
          'SELECT rating, count(*)::int AS n FROM reviews WHERE course_id = $1 GROUP BY rating',
          [courseId],
        ),
        db.read<{ n: number }>('SELECT count(*)::int AS n FROM certificates WHERE course_id = $1', [
          courseId,
        ]),
      ]);

      const byStars = new Map(stars.map((row) => [row.rating, row.n]));
      const count = stars.reduce((sum, row) => sum + row.n, 0);
      const total = stars.reduce((sum, row) => sum + row.rating * row.n, 0);
      return {
        courseId,
        learners: course.enrollments,
        seatsLeft: Math.max(0, course.total_seats - course.enrollments),
        completed: completed[0]?.n ?? 0,
        weeks: weeks.map((row) => ({ weekStart: row.week_start, enrollments: row.enrollments })),
        lessons: lessons.map((row) => ({
          id: row.id,
          title: row.title,
          section: row.section,
          kind: row.kind as Schemas['LessonKind'],
          completions: row.completions,
        })),
        quizzes: quizzes.map((row) => ({
          id: row.id,
          title: row.title,
          learners: row.learners,
          averageBestScore: oneDecimal(row.average_best),
          passRate: oneDecimal(row.pass_rate),
        })),
        ratings: {
          average: count === 0 ? null : oneDecimal(total / count),
          count,
          stars: [5, 4, 3, 2, 1].map((n) => ({ stars: n, count: byStars.get(n) ?? 0 })),
        },
      };
    },
  };
}
