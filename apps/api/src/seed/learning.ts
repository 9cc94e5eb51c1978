/**
 * The seed's learning (SPEC-BEYOND.md section 5): the curricula of content/curricula inserted into
 * their courses, and the seeded learners of those courses at several stages, as real learners
 * stop: most get through the first lessons, fewer through each section, a few finish. The first
 * learner of the first two curricula finishes the course and holds its certificate; everyone else
 * stops before the end. Quizzes a learner got past have a passing attempt (some after a failed
 * one); each learner's last position is where they stopped.
 */
import type { Queryable } from '../db/database.ts';
import { gradeQuiz, type StoredQuestion } from '../domain/lessons.ts';
import { readCurricula, type SeedCurriculum } from './curricula.ts';

interface SeededLesson {
  id: string;
  kind: string;
  questions: StoredQuestion[] | null;
  passMark: number | null;
}

/** Share of the curriculum the k-th learner of a course has completed: early stops are common. */
const STAGES = [0.85, 0.7, 0.55, 0.45, 0.35, 0.25, 0.18, 0.12, 0.06, 0];

const HOUR = 3_600_000;

/** Inserts the curricula into the seeded courses (matched by title); returns each course's lessons. */
async function insertCurricula(
  tx: Queryable,
  curricula: SeedCurriculum[],
  courseIds: Map<string, string>,
): Promise<Map<string, SeededLesson[]>> {
  const lessonsByCourse = new Map<string, SeededLesson[]>();
  for (const curriculum of curricula) {
    const courseId = courseIds.get(curriculum.course);
    if (!courseId) throw new Error(`seed: no seeded course titled "${curriculum.course}"`);
    const lessons: SeededLesson[] = [];
    for (const [sectionIndex, section] of curriculum.sections.entries()) {
      const [row] = await tx.query<{ id: string }>(
        'INSERT INTO sections (course_id, title, position) VALUES ($1, $2, $3) RETURNING id',
        [courseId, section.title, sectionIndex + 1],
      );
      for (const [lessonIndex, { fields }] of section.lessons.entries()) {
        const [lesson] = await tx.query<{ id: string }>(
          `INSERT INTO lessons (course_id, section_id, position, title, kind, minutes, preview, body,
             body_html, video_url, captions_url, pass_mark, questions)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb) RETURNING id`,
          [
            courseId,
            row?.id,
            lessonIndex + 1,
            fields.title,
            fields.kind,
            fields.minutes,
            fields.preview,
            fields.body,
            fields.bodyHtml,
            fields.videoUrl,
            fields.captionsUrl,
            fields.passMark,
            fields.questions === null ? null : JSON.stringify(fields.questions),
          ],
        );
        lessons.push({
          id: lesson?.id ?? '',
          kind: fields.kind,
          questions: fields.questions,
          passMark: fields.passMark,
        });
      }
    }
    lessonsByCourse.set(courseId, lessons);
  }
  return lessonsByCourse;
}

/** A wrong answer to every question but the last: a failed first attempt. */
function failingAnswers(questions: StoredQuestion[]): number[] {
  return questions.map((question, index) =>
    index === questions.length - 1
      ? question.answer
      : (question.answer + 1) % question.options.length,
  );
}

/**
 * A passing attempt: every answer right, or for every other learner one wrong where the pass mark
 * allows it (so scores vary, as real ones do).
 */
function passingAnswers(questions: StoredQuestion[], passMark: number, seed: number): number[] {
  const right = questions.map((question) => question.answer);
  const oneWrong = Math.floor((100 * (questions.length - 1)) / questions.length) >= passMark;
  if (seed % 2 === 1 || !oneWrong) return right;
  const wrong = seed % questions.length;
  return right.map((answer, index) =>
    index === wrong ? (answer + 1) % (questions[index]?.options.length ?? 2) : answer,
  );
}

export interface SeedEnrollment {
  courseId: string;
  email: string;
  name: string;
  enrolledAt: Date;
}

/**
 * Seeds the curricula and the progress of the learners enrolled in their courses. Returns how
 * many curricula it seeded (none when content/curricula is missing).
 */
export async function seedLearning(
  tx: Queryable,
  courseIds: Map<string, string>,
  enrollments: SeedEnrollment[],
  now: Date,
): Promise<number> {
  const curricula = readCurricula();
  const lessonsByCourse = await insertCurricula(tx, curricula, courseIds);
  const completions = {
    email: [] as string[],
    lesson: [] as string[],
    course: [] as string[],
    at: [] as string[],
  };
  const attempts = {
    email: [] as string[],
    lesson: [] as string[],
    course: [] as string[],
    answers: [] as string[],
    score: [] as number[],
    passed: [] as boolean[],
    passMark: [] as number[],
    at: [] as string[],
  };
  const positions = {
    email: [] as string[],
    course: [] as string[],
    lesson: [] as string[],
    at: [] as string[],
  };
  const certificates: { email: string; courseId: string; name: string; at: string }[] = [];
  let curriculumIndex = 0;
  for (const [courseId, lessons] of lessonsByCourse) {
    const learners = enrollments.filter((enrollment) => enrollment.courseId === courseId);
    learners.forEach((learner, k) => {
      const finishes = k === 0 && curriculumIndex < 2;
      const share = finishes ? 1 : (STAGES[k % STAGES.length] ?? 0);
      // Everyone but the two finishers stops at least one lesson before the end.
      const done = finishes
        ? lessons.length
        : Math.min(lessons.length - 1, Math.floor(lessons.length * share));
      const start = learner.enrolledAt.getTime();
      const span = Math.max(HOUR, now.getTime() - start - HOUR);
      const stamp = (step: number) =>
        new Date(start + (span * (step + 1)) / (lessons.length + 2)).toISOString();
      lessons.slice(0, done).forEach((lesson, index) => {
        const at = stamp(index);
        completions.email.push(learner.email);
        completions.lesson.push(lesson.id);
        completions.course.push(courseId);
        completions.at.push(at);
        if (lesson.kind === 'quiz' && lesson.questions && lesson.passMark !== null) {
          const tries = (k + index) % 3 === 0 ? [failingAnswers(lesson.questions)] : [];
          tries.push(passingAnswers(lesson.questions, lesson.passMark, k + index));
          tries.forEach((answers, attempt) => {
            const { score, passed } = gradeQuiz(
              lesson.questions ?? [],
              answers,
              lesson.passMark ?? 70,
            );
            attempts.email.push(learner.email);
            attempts.lesson.push(lesson.id);
            attempts.course.push(courseId);
            attempts.answers.push(JSON.stringify(answers));
            attempts.score.push(score);
            attempts.passed.push(passed);
            attempts.passMark.push(lesson.passMark ?? 70);
            attempts.at.push(
              new Date(Date.parse(at) - (tries.length - attempt) * 60_000).toISOString(),
            );
          });
        }
      });
      // A learner who stopped at a quiz tried it and failed (every other one): where pass rates
      // come from on the author's insights.
      const stoppedAt = lessons[done];
      if (
        !finishes &&
        k % 2 === 0 &&
        stoppedAt?.kind === 'quiz' &&
        stoppedAt.questions &&
        stoppedAt.passMark !== null
      ) {
        const answers = failingAnswers(stoppedAt.questions);
        const { score, passed } = gradeQuiz(stoppedAt.questions, answers, stoppedAt.passMark);
        attempts.email.push(learner.email);
        attempts.lesson.push(stoppedAt.id);
        attempts.course.push(courseId);
        attempts.answers.push(JSON.stringify(answers));
        attempts.score.push(score);
        attempts.passed.push(passed);
        attempts.passMark.push(stoppedAt.passMark);
        attempts.at.push(stamp(done));
      }
      if (done > 0) {
        positions.email.push(learner.email);
        positions.course.push(courseId);
        positions.lesson.push(
          (lessons[Math.min(done, lessons.length - 1)] ?? lessons[0])?.id ?? '',
        );
        positions.at.push(stamp(done));
      }
      if (finishes)
        certificates.push({ email: learner.email, courseId, name: learner.name, at: stamp(done) });
    });
    curriculumIndex += 1;
  }
  await tx.query(
    `INSERT INTO lesson_completions (user_email, lesson_id, course_id, completed_at)
     SELECT * FROM unnest($1::text[], $2::uuid[], $3::uuid[], $4::timestamptz[])`,
    [completions.email, completions.lesson, completions.course, completions.at],
  );
  await tx.query(
    `INSERT INTO quiz_attempts (user_email, lesson_id, course_id, answers, score, passed, pass_mark, created_at)
     SELECT e, l, c, a::jsonb, s, p, m, t
       FROM unnest($1::text[], $2::uuid[], $3::uuid[], $4::text[], $5::int[], $6::bool[], $7::int[],
                   $8::timestamptz[]) AS x(e, l, c, a, s, p, m, t)`,
    [
      attempts.email,
      attempts.lesson,
      attempts.course,
      attempts.answers,
      attempts.score,
      attempts.passed,
      attempts.passMark,
      attempts.at,
    ],
  );
  await tx.query(
    `INSERT INTO last_positions (user_email, course_id, lesson_id, opened_at)
     SELECT * FROM unnest($1::text[], $2::uuid[], $3::uuid[], $4::timestamptz[])`,
    [positions.email, positions.course, positions.lesson, positions.at],
  );
  for (const certificate of certificates) {
    await tx.query(
      `INSERT INTO certificates (user_email, course_id, course_title, learner_name, author_name, issued_at)
       SELECT $1, c.id, c.title, $3, COALESCE(c.added_by_name, c.added_by_email), $4
         FROM courses c WHERE c.id = $2`,
      [certificate.email, certificate.courseId, certificate.name, certificate.at],
    );
  }
  return curricula.length;
}
