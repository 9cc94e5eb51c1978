// The quiz_attempts table: every attempt kept, graded when it is made; a pass completes the
// lesson (completions.ts) in the same transaction.
import type { components } from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { invalid } from '../domain/errors.ts';
import { gradeQuiz } from '../domain/lessons.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { CredentialIssuer } from '../credentials/issue.ts';
import { completeIn, type CompletionOutcome, type Learner } from './completions.ts';
import { signIssuedCredential } from './credentials.ts';
import { assertMayOpen, lessonAccess, lockedForLearner } from './lesson-access.ts';
import type { LessonRow } from './lessons.ts';
import { readProgress } from './course-progress.ts';

type QuizAttempt = components['schemas']['QuizAttempt'];

interface AttemptRow {
  id: string;
  lesson_id: string;
  answers: number[];
  score: number;
  passed: boolean;
  pass_mark: number;
  created_at: Date;
}

const ATTEMPT_COLUMNS = 'id, lesson_id, answers, score, passed, pass_mark, created_at';

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

/** Grades and keeps an attempt; a pass completes the lesson (and maybe the course). */
export async function submitAttempt(
  db: Database,
  courseId: string,
  lessonId: string,
  learner: Learner,
  answers: number[],
  issuer: CredentialIssuer,
): Promise<CompletionOutcome & { attempt: QuizAttempt }> {
  const { result, credential } = await db.transaction(
    async (tx) => {
      const { lesson } = await lockedForLearner(tx, courseId, lessonId, learner.email);
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
         RETURNING ${ATTEMPT_COLUMNS}`,
        [learner.email, lessonId, courseId, JSON.stringify(answers), score, passed, passMark],
      );
      if (!row) throw new Error('The attempt was not stored.');
      const { outcome, credential } = passed
        ? await completeIn(tx, courseId, lessonId, learner, issuer)
        : {
            outcome: {
              progress: await readProgress(tx, courseId, learner.email),
              courseCompleted: false,
              certificate: null,
            },
            credential: null,
          };
      return { result: { attempt: toAttempt(row, lesson), ...outcome }, credential };
    },
    { private: true },
  );
  await signIssuedCredential(db, issuer, credential);
  return result;
}

/** The caller's latest attempt at a quiz they may open, or null. */
export async function latestAttempt(
  reader: Pick<Queryable, 'query'>,
  courseId: string,
  lessonId: string,
  email: string,
): Promise<{ attempt: QuizAttempt | null }> {
  const access = await lessonAccess(reader, courseId, lessonId, email);
  assertMayOpen(access);
  if (access.lesson.kind !== 'quiz') throw invalid(messages.notAQuiz);
  const [row] = await reader.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM quiz_attempts
      WHERE user_email = $1 AND lesson_id = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [email, lessonId],
  );
  return { attempt: row ? toAttempt(row, access.lesson) : null };
}
