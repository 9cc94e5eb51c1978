// A learner's side of a curriculum: lesson completions, quiz attempts, the lesson opened last,
// and the certificate the last completion issues. These writes change nothing a public read
// shows, so they leave every read cache alone (`private` transactions, database.ts).
//
// Completing a lesson takes the learner's lock on the course for its transaction: two tabs (or
// two API processes) completing the last two lessons at once run one after the other, so the
// second sees the first's completion, finds the course complete and issues the certificate; the
// primary key of lesson_completions and the UNIQUE of certificates make any repeat a no-op.
import type { components } from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { conflict, forbidden, invalid } from '../domain/errors.ts';
import { gradeQuiz } from '../domain/lessons.ts';
import type { Database, Queryable } from '../db/database.ts';
import { absoluteImageUrl } from './course-row.ts';
import { assertMayOpen, lessonAccess, type LessonAccess, type LessonRow } from './curriculum.ts';
import { toCertificate, type CertificateRow, CERTIFICATE_COLUMNS } from './certificates.ts';

type Schemas = components['schemas'];
type CourseProgress = Schemas['CourseProgress'];
type EnrolledProgress = Schemas['EnrolledProgress'];
type Certificate = Schemas['Certificate'];
type QuizAttempt = Schemas['QuizAttempt'];

export interface CompletionOutcome {
  progress: CourseProgress;
  courseCompleted: boolean;
  certificate: Certificate | null;
}

interface AttemptRow {
  id: string;
  lesson_id: string;
  answers: number[];
  score: number;
  passed: boolean;
  pass_mark: number;
  created_at: Date;
}

type Reader = Pick<Queryable, 'query'>;

/** The caller's progress in the course, read in `tx` (so a write sees its own changes). */
export async function readProgress(
  tx: Reader,
  courseId: string,
  email: string,
): Promise<CourseProgress> {
  const lessons = await tx.query<{ id: string; done: boolean }>(
    `SELECT l.id, (c.lesson_id IS NOT NULL) AS done
       FROM lessons l
       JOIN sections s ON s.id = l.section_id
       LEFT JOIN lesson_completions c ON c.lesson_id = l.id AND c.user_email = $2
      WHERE l.course_id = $1
      ORDER BY s.position, l.position`,
    [courseId, email],
  );
  const [state] = await tx.query<{
    enrolled: boolean;
    last_lesson_id: string | null;
    certificate_id: string | null;
  }>(
    `SELECT EXISTS (SELECT 1 FROM enrollments WHERE course_id = $1 AND user_email = $2) AS enrolled,
            (SELECT lesson_id FROM last_positions WHERE course_id = $1 AND user_email = $2)
              AS last_lesson_id,
            (SELECT id FROM certificates WHERE course_id = $1 AND user_email = $2) AS certificate_id`,
    [courseId, email],
  );
  const completed = lessons.filter((lesson) => lesson.done).map((lesson) => lesson.id);
  const lastLessonId = state?.last_lesson_id ?? null;
  return {
    courseId,
    enrolled: state?.enrolled ?? false,
    lessonCount: lessons.length,
    completedCount: completed.length,
    percent: lessons.length === 0 ? 0 : Math.floor((completed.length * 100) / lessons.length),
    completedLessonIds: completed,
    lastLessonId,
    resumeLessonId:
      lastLessonId ?? lessons.find((lesson) => !lesson.done)?.id ?? lessons[0]?.id ?? null,
    certificateId: state?.certificate_id ?? null,
  };
}

function toAttempt(row: AttemptRow, lesson: LessonRow): QuizAttempt {
  const questions = lesson.questions ?? [];
  return {
    _id: row.id,
    lessonId: row.lesson_id,
    score: row.score,
    passed: row.passed,
    passMark: row.pass_mark,
    createdAt: new Date(row.created_at).toISOString(),
    questions: questions.map((question, index) => {
      const chosen = row.answers[index] ?? 0;
      return { chosen, answer: question.answer, correct: chosen === question.answer };
    }),
  };
}

/** Who completes lessons: a learner enrolled in the course now. */
function assertLearner(access: LessonAccess): void {
  if (!access.enrolled) throw forbidden(messages.lessonForbidden);
}

export function progressData(db: Database, publicUrl: string) {
  const reader: Reader = { query: (sql, params) => db.read(sql, params) };

  /** The learner's lock on the course, then the lesson and their relation to it. */
  async function locked(tx: Queryable, courseId: string, lessonId: string, email: string) {
    await tx.query(
      `SELECT pg_advisory_xact_lock(hashtextextended('progress:' || $1 || ':' || $2, 0))`,
      [email, courseId],
    );
    const access = await lessonAccess(tx, courseId, lessonId, email);
    assertLearner(access);
    return access;
  }

  /**
   * Records the completion (once) and, when it completes the course, the certificate (once), in
   * the caller's transaction.
   */
  async function completeIn(
    tx: Queryable,
    courseId: string,
    lessonId: string,
    learner: { email: string; name: string },
  ): Promise<CompletionOutcome> {
    await tx.query(
      `INSERT INTO lesson_completions (user_email, lesson_id, course_id) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [learner.email, lessonId, courseId],
    );
    let progress = await readProgress(tx, courseId, learner.email);
    let certificate: Certificate | null = null;
    if (
      progress.lessonCount > 0 &&
      progress.completedCount === progress.lessonCount &&
      !progress.certificateId
    ) {
      const [row] = await tx.query<CertificateRow>(
        `INSERT INTO certificates (user_email, course_id, course_title, learner_name, author_name)
         SELECT $1, c.id, c.title, $3, COALESCE(c.added_by_name, c.added_by_email)
           FROM courses c WHERE c.id = $2
         ON CONFLICT (user_email, course_id) DO NOTHING
         RETURNING ${CERTIFICATE_COLUMNS}`,
        [learner.email, courseId, learner.name],
      );
      if (row) {
        certificate = toCertificate(row);
        progress = { ...progress, certificateId: row.id };
      }
    }
    return { progress, courseCompleted: certificate !== null, certificate };
  }

  return {
    progress(courseId: string, email: string): Promise<CourseProgress> {
      return readProgress(reader, courseId, email);
    },

    /** Whether the course exists (progress of an unknown course is a 404). */
    async courseExists(courseId: string): Promise<boolean> {
      return (await db.read('SELECT 1 FROM courses WHERE id = $1', [courseId])).length > 0;
    },

    /** Marks an article or video completed (a quiz completes by passing: 409). Idempotent. */
    complete(
      courseId: string,
      lessonId: string,
      learner: { email: string; name: string },
    ): Promise<CompletionOutcome> {
      return db.transaction(
        async (tx) => {
          const { lesson } = await locked(tx, courseId, lessonId, learner.email);
          if (lesson.kind === 'quiz') throw conflict(messages.quizCompletesByPassing);
          return completeIn(tx, courseId, lessonId, learner);
        },
        { private: true },
      );
    },

    /** Un-marks an article or video. Idempotent; a certificate already issued stays. */
    uncomplete(courseId: string, lessonId: string, email: string): Promise<CompletionOutcome> {
      return db.transaction(
        async (tx) => {
          const { lesson } = await locked(tx, courseId, lessonId, email);
          if (lesson.kind === 'quiz') throw conflict(messages.quizCompletesByPassing);
          await tx.query(
            'DELETE FROM lesson_completions WHERE user_email = $1 AND lesson_id = $2',
            [email, lessonId],
          );
          return {
            progress: await readProgress(tx, courseId, email),
            courseCompleted: false,
            certificate: null,
          };
        },
        { private: true },
      );
    },

    /** Grades and keeps an attempt; a pass completes the lesson (and maybe the course). */
    submitAttempt(
      courseId: string,
      lessonId: string,
      learner: { email: string; name: string },
      answers: number[],
    ): Promise<CompletionOutcome & { attempt: QuizAttempt }> {
      return db.transaction(
        async (tx) => {
          const { lesson } = await locked(tx, courseId, lessonId, learner.email);
          if (lesson.kind !== 'quiz') throw invalid(messages.notAQuiz);
          const questions = lesson.questions ?? [];
          if (answers.length !== questions.length) throw invalid(messages.quizUnanswered);
          if (answers.some((answer, index) => answer >= (questions[index]?.options.length ?? 0)))
            throw invalid(messages.quizAnswerNotAnOption);
          const passMark = lesson.pass_mark ?? 70;
          const { score, passed } = gradeQuiz(questions, answers, passMark);
          const [row] = await tx.query<AttemptRow>(
            `INSERT INTO quiz_attempts (user_email, lesson_id, course_id, answers, score, passed, pass_mark)
             VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)
             RETURNING id, lesson_id, answers, score, passed, pass_mark, created_at`,
            [learner.email, lessonId, courseId, JSON.stringify(answers), score, passed, passMark],
          );
          if (!row) throw new Error('The attempt was not stored.');
          const outcome = passed
            ? await completeIn(tx, courseId, lessonId, learner)
            : {
                progress: await readProgress(tx, courseId, learner.email),
                courseCompleted: false,
                certificate: null,
              };
          return { attempt: toAttempt(row, lesson), ...outcome };
        },
        { private: true },
      );
    },

    /** The caller's latest attempt at a quiz they may open, or null. */
    async latestAttempt(courseId: string, lessonId: string, email: string) {
      const access = await lessonAccess(reader, courseId, lessonId, email);
      assertMayOpen(access);
      if (access.lesson.kind !== 'quiz') throw invalid(messages.notAQuiz);
      const [row] = await db.read<AttemptRow>(
        `SELECT id, lesson_id, answers, score, passed, pass_mark, created_at FROM quiz_attempts
          WHERE user_email = $1 AND lesson_id = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
        [email, lessonId],
      );
      return { attempt: row ? toAttempt(row, access.lesson) : null };
    },

    /** Records the lesson the learner opened last in the course. */
    setPosition(courseId: string, lessonId: string, email: string): Promise<void> {
      return db.transaction(
        async (tx) => {
          const access = await lessonAccess(tx, courseId, lessonId, email);
          assertLearner(access);
          await tx.query(
            `INSERT INTO last_positions (user_email, course_id, lesson_id) VALUES ($1, $2, $3)
             ON CONFLICT (user_email, course_id)
             DO UPDATE SET lesson_id = EXCLUDED.lesson_id, opened_at = now()`,
            [email, courseId, lessonId],
          );
        },
        { private: true },
      );
    },

    /** Progress in every course the learner is enrolled in, the one opened last first. */
    async enrolled(email: string): Promise<EnrolledProgress[]> {
      const rows = await db.read<{
        course_id: string;
        title: string;
        image_url: string;
        lesson_count: number;
        completed_count: number;
        last_lesson_id: string | null;
        first_open_id: string | null;
        first_id: string | null;
        opened_at: Date | null;
      }>(
        `SELECT c.id AS course_id, c.title, c.image_url,
                (SELECT count(*)::int FROM lessons l WHERE l.course_id = c.id) AS lesson_count,
                (SELECT count(*)::int FROM lesson_completions lc
                  WHERE lc.course_id = c.id AND lc.user_email = $1) AS completed_count,
                p.lesson_id AS last_lesson_id, p.opened_at,
                (SELECT l.id FROM lessons l JOIN sections s ON s.id = l.section_id
                  WHERE l.course_id = c.id AND NOT EXISTS (
                    SELECT 1 FROM lesson_completions lc
                     WHERE lc.lesson_id = l.id AND lc.user_email = $1)
                  ORDER BY s.position, l.position LIMIT 1) AS first_open_id,
                (SELECT l.id FROM lessons l JOIN sections s ON s.id = l.section_id
                  WHERE l.course_id = c.id ORDER BY s.position, l.position LIMIT 1) AS first_id
           FROM enrollments e
           JOIN courses c ON c.id = e.course_id
           LEFT JOIN last_positions p ON p.course_id = c.id AND p.user_email = $1
          WHERE e.user_email = $1
          ORDER BY p.opened_at DESC NULLS LAST, e.enrolled_at DESC, e.id`,
        [email],
      );
      return rows.map((row) => ({
        courseId: row.course_id,
        courseTitle: row.title,
        imageUrl: absoluteImageUrl(row.image_url, publicUrl),
        lessonCount: row.lesson_count,
        completedCount: row.completed_count,
        percent:
          row.lesson_count === 0 ? 0 : Math.floor((row.completed_count * 100) / row.lesson_count),
        resumeLessonId: row.last_lesson_id ?? row.first_open_id ?? row.first_id,
        lastOpenedAt: row.opened_at ? new Date(row.opened_at).toISOString() : null,
      }));
    },
  };
}
