/**
 * Who did what in the seeded catalogue, worked out before anything is inserted, so a test can read
 * it (docs/product.md, Ratings & Reviews and Learning and Insights). Pure and deterministic: the same courses, outlines,
 * learners and seed time give the same plan.
 *
 * Each course has its learners enrolled now (catalogue.yaml's `learners`, at most three courses
 * per learner, as the enrolment limit allows) and, for courses that have been around a while,
 * former learners who finished and left (their enrolment stays in the history, their certificate
 * and review stay). Every date falls after the course was added and before the seed time, and in
 * order: enrolment, then each completed lesson in outline order, the course's completion and its
 * certificate at the same moment, then the review. Each review of course.yaml is written by a
 * learner who completed exactly its `lessonsDone` lessons; the other learners stop where real ones
 * do, most early, a few at the end.
 */
import { gradeQuiz, type StoredQuestion } from '../domain/lessons.ts';
import type { SeedCourse, SeedReview } from './courses.ts';
import type { SeedLearner } from './people.ts';

/** What the plan needs of a lesson. */
export interface PlanLesson {
  kind: string;
  questions: StoredQuestion[] | null;
  passMark: number | null;
}

export interface PlannedAttempt {
  /** Index of the quiz in the course's outline order. */
  lesson: number;
  answers: number[];
  score: number;
  passed: boolean;
  passMark: number;
  at: Date;
}

export interface Participation {
  course: string;
  learner: SeedLearner;
  enrolledAt: Date;
  /** Enrolled now; otherwise a former learner who finished and unenrolled. */
  current: boolean;
  /** completedAt[i] is when the i-th lesson in outline order was completed; its length is how many. */
  completedAt: Date[];
  attempts: PlannedAttempt[];
  /** The lesson the learner last opened. */
  position: { lesson: number; at: Date } | null;
  certificateAt: Date | null;
  review: { rating: number; text: string; at: Date; lessonsDone: number } | null;
}

/** Most enrolments a learner holds at once (tables/enrollments.ts MAX_ENROLLMENTS). */
const MAX_CURRENT = 3;
/** Most earlier courses a learner finished and left. */
const MAX_FORMER = 3;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** FNV-1a: a stable 32-bit number for a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function random(seed: string): () => number {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The same items in an order that depends only on `seed`. */
function shuffled<T>(items: readonly T[], seed: string): T[] {
  const next = random(seed);
  return items
    .map((item) => ({ item, key: next() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

/** Share of a course's learners who finished and left, growing with the course's age. */
function formerShare(addedDaysAgo: number): number {
  return Math.min(0.15, addedDaysAgo / 1000);
}

/** A wrong answer to every question but the last: a failed attempt. */
function failingAnswers(questions: StoredQuestion[]): number[] {
  return questions.map((question, index) =>
    index === questions.length - 1
      ? question.answer
      : (question.answer + 1) % question.options.length,
  );
}

/** A passing attempt: every answer right, or one wrong where the pass mark allows it. */
function passingAnswers(questions: StoredQuestion[], passMark: number, roll: number): number[] {
  const right = questions.map((question) => question.answer);
  const oneWrong = Math.floor((100 * (questions.length - 1)) / questions.length) >= passMark;
  if (roll < 0.5 || !oneWrong) return right;
  const wrong = Math.floor(roll * 997) % questions.length;
  return right.map((answer, index) =>
    index === wrong ? (answer + 1) % (questions[index]?.options.length ?? 2) : answer,
  );
}

function attempt(lesson: number, quiz: PlanLesson, answers: number[], at: Date): PlannedAttempt {
  const passMark = quiz.passMark ?? 70;
  const { score, passed } = gradeQuiz(quiz.questions ?? [], answers, passMark);
  return { lesson, answers, score, passed, passMark, at };
}

/**
 * Picks each course's learners: those enrolled now from the learners with the fewest enrolments
 * (never more than three), the former ones from anyone not already in the course.
 */
function allocate(
  courses: SeedCourse[],
  learners: SeedLearner[],
): Map<string, { current: SeedLearner[]; former: SeedLearner[] }> {
  const current = new Map(learners.map((l) => [l.email, 0]));
  const former = new Map(learners.map((l) => [l.email, 0]));
  const result = new Map<string, { current: SeedLearner[]; former: SeedLearner[] }>();
  // Biggest first, so the big courses do not find everyone already at the limit.
  const order = [...courses].sort(
    (a, b) => b.enrollments - a.enrollments || a.slug.localeCompare(b.slug),
  );
  for (const course of order) {
    const pool = shuffled(learners, `enrol:${course.slug}`);
    const now = pool
      .filter((l) => (current.get(l.email) ?? 0) < MAX_CURRENT)
      .sort((a, b) => (current.get(a.email) ?? 0) - (current.get(b.email) ?? 0))
      .slice(0, course.enrollments);
    if (now.length < course.enrollments) {
      throw new Error(
        `seed: not enough learners for ${course.slug}: add learners or lower catalogue.yaml's counts`,
      );
    }
    for (const l of now) current.set(l.email, (current.get(l.email) ?? 0) + 1);
    const inCourse = new Set(now.map((l) => l.email));
    const wanted = Math.round(course.enrollments * formerShare(course.addedDaysAgo));
    const left = pool
      .filter((l) => !inCourse.has(l.email) && (former.get(l.email) ?? 0) < MAX_FORMER)
      .sort((a, b) => (former.get(a.email) ?? 0) - (former.get(b.email) ?? 0))
      .slice(0, wanted);
    for (const l of left) former.set(l.email, (former.get(l.email) ?? 0) + 1);
    result.set(course.slug, { current: now, former: left });
  }
  return result;
}

/** Enrolment times of a course's n learners, ascending, between its launch and a day ago. */
function enrolmentTimes(course: SeedCourse, n: number, now: number, next: () => number): number[] {
  const start = now - course.addedDaysAgo * DAY + 3 * HOUR;
  const end = now - 20 * HOUR;
  // Below 1, more learners join lately: a course that grows by word of mouth.
  const shape = 0.45 + 0.5 * next();
  return Array.from({ length: n }, (_, k) => {
    const share = Math.min(1, (k + next()) / n) ** shape;
    return Math.round(start + (end - start) * share);
  }).sort((a, b) => a - b);
}

/** Lessons completed by a learner who is neither a reviewer nor a former learner. */
function stopsAt(total: number, daysEnrolled: number, next: () => number): number {
  if (next() < Math.min(0.18, daysEnrolled / 300)) return total;
  const reach = Math.min(1, 0.25 + daysEnrolled / 30);
  return Math.min(total - 1, Math.floor(total * next() ** 1.6 * reach));
}

/** One learner's path through a course: the lesson dates, quiz attempts, certificate, review. */
function walk(
  participation: Participation,
  lessons: PlanLesson[],
  done: number,
  review: SeedReview | null,
  now: number,
  next: () => number,
): void {
  const start = participation.enrolledAt.getTime();
  const window = now - HOUR - start;
  if (done === 0) return;
  // The learner's pace: some binge, some spread the lessons over weeks.
  const span = Math.min(window * (0.15 + 0.7 * next()), done * 5 * DAY);
  const weights = Array.from({ length: done }, () => 0.3 + next());
  const sum = weights.reduce((a, b) => a + b, 0);
  let at = start;
  weights.forEach((weight, index) => {
    const gap = (span * weight) / sum;
    const completed = Math.round(at + gap);
    const lesson = lessons[index];
    if (lesson?.kind === 'quiz' && lesson.questions) {
      if (next() < 0.3) {
        const failed = Math.round(completed - Math.min(10 * MINUTE, gap / 2));
        participation.attempts.push(
          attempt(index, lesson, failingAnswers(lesson.questions), new Date(failed)),
        );
      }
      const answers = passingAnswers(lesson.questions, lesson.passMark ?? 70, next());
      participation.attempts.push(attempt(index, lesson, answers, new Date(completed)));
    }
    participation.completedAt.push(new Date(completed));
    at = completed;
  });
  const last = at;
  if (done === lessons.length) participation.certificateAt = new Date(last);
  // Where they stopped: the next lesson (opened a minute later), or the last one when finished.
  const stoppedAt = Math.min(done, lessons.length - 1);
  participation.position = {
    lesson: stoppedAt,
    at: new Date(done === lessons.length ? last : last + MINUTE),
  };
  if (review) {
    const reviewed = Math.round(last + 2 * MINUTE + (now - HOUR - last) * (0.05 + 0.5 * next()));
    participation.review = {
      rating: review.rating,
      text: review.text ?? '',
      at: new Date(reviewed),
      lessonsDone: review.lessonsDone,
    };
    return;
  }
  // Every other learner who stopped at a quiz tried it and failed: where pass rates come from.
  const quiz = lessons[done];
  if (done < lessons.length && quiz?.kind === 'quiz' && quiz.questions && next() < 0.5) {
    const tried = Math.round(last + 2 * MINUTE + (now - HOUR - last) * 0.3 * next());
    participation.attempts.push(
      attempt(done, quiz, failingAnswers(quiz.questions), new Date(tried)),
    );
  }
}

/** The seeded learners' part in every course, course by course in the order given. */
export function planLearning(
  courses: SeedCourse[],
  outlines: Map<string, PlanLesson[]>,
  learners: SeedLearner[],
  seedTime: Date,
): Participation[] {
  const now = seedTime.getTime();
  const allocation = allocate(courses, learners);
  return courses.flatMap((course) => {
    const lessons = outlines.get(course.slug) ?? [];
    const next = random(`learning:${course.slug}`);
    const { current, former } = allocation.get(course.slug) ?? { current: [], former: [] };
    const total = current.length + former.length;
    const times = enrolmentTimes(course, total, now, next);
    for (const review of course.reviews) {
      if (review.lessonsDone < 1 || review.lessonsDone > lessons.length) {
        throw new Error(`seed: ${course.slug}: a review's lessonsDone is outside 1..lessons`);
      }
    }
    if (course.reviews.length > total) {
      throw new Error(`seed: ${course.slug}: more reviews than learners`);
    }
    // Reviewers, most lessons first, get the earlier enrolments among the first 70% (they had
    // time to get that far); the rest of the slots are shared out afterwards.
    const reviews = [...course.reviews].sort((a, b) => b.lessonsDone - a.lessonsDone);
    const reviewerSlot = new Map<number, SeedReview>();
    const reach = Math.max(reviews.length, Math.floor(total * 0.7));
    reviews.forEach((review, j) => {
      let slot = Math.min(reach - 1, Math.floor(((j + next() * 0.8) * reach) / reviews.length));
      while (reviewerSlot.has(slot)) slot = (slot + 1) % total;
      reviewerSlot.set(slot, review);
    });
    // Former learners finished the course: they take early slots that are not a part-way review.
    const early = Math.max(former.length, Math.floor(total * 0.65));
    const formerSlots = new Set(
      shuffled(
        times
          .map((_, slot) => slot)
          .filter((slot) => {
            const review = reviewerSlot.get(slot);
            return review === undefined || review.lessonsDone === lessons.length;
          })
          .slice(0, early),
        `former:${course.slug}`,
      ).slice(0, former.length),
    );
    const formerQueue = [...former];
    const currentQueue = [...current];
    const people = times.map((time, slot) => {
      const isFormer = formerSlots.has(slot) && formerQueue.length > 0;
      const learner = isFormer ? formerQueue.shift() : currentQueue.shift();
      if (!learner) throw new Error(`seed: ${course.slug}: ran out of learners`);
      return { time, slot, learner, isFormer };
    });
    return people.map(({ time, slot, learner, isFormer }) => {
      const participation: Participation = {
        course: course.slug,
        learner,
        enrolledAt: new Date(time),
        current: !isFormer,
        completedAt: [],
        attempts: [],
        position: null,
        certificateAt: null,
        review: null,
      };
      const review = reviewerSlot.get(slot) ?? null;
      let done: number;
      if (review) done = review.lessonsDone;
      else if (isFormer) done = lessons.length;
      else done = stopsAt(lessons.length, (now - time) / DAY, next);
      walk(participation, lessons, done, review, now, next);
      return participation;
    });
  });
}
