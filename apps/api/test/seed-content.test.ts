/**
 * The seeded catalogue (docs/product.md, Learning and Ratings & Reviews): every folder under content/curricula
 * is a seeded course, and only those are: a catalogue.yaml entry and a course.yaml beside a
 * curriculum written as the rules ask (sections of 3 to 6 lessons with one quiz each, a Preview
 * first, each lesson valid by the contract, articles of several paragraphs with code, figures or
 * tables; at least six full curricula of 2 to 4 sections); course.yaml says honestly what the
 * course is (duration against its outline, 4 to 6 outcomes, 5 to 8 reviews that quote only lessons
 * their writer got through); everything a file names exists; and a seeded database holds exactly
 * that, with every learner's dates in order between the course's launch and the seed time. The
 * plan of who did what is checked on its own in seed-people.test.ts.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRoot } from '../src/config.ts';
import { createAjv } from '../src/contract/ajv.ts';
import { defined } from '../src/util/defined.ts';
import { loadContract } from '../src/contract/load.ts';
import { CATEGORIES } from '../src/catalogue.ts';
import { courseFolders, readCatalogue, readSeedCourses } from '../src/seed/courses.ts';
import { readCurricula } from '../src/seed/curricula.ts';
import { SEED_INSTRUCTORS } from '../src/seed/seed-data.ts';
import { tokenFor } from './support/emulator.ts';
import { createTestDatabase, startTestApi, type TestDatabase } from './support/harness.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { SEED_QUESTIONS } from '../src/seed/questions.ts';

const curricula = readCurricula();
const seeded = readSeedCourses();
const courses = new Map(seeded.map((course) => [course.title, course]));
const assets = path.join(apiRoot, 'assets', 'lessons');

/** The contract's own schema of a lesson an author sends: the seed may hold nothing else. */
const lessonSchema = (() => {
  const contract = loadContract();
  const create = contract.operations.find((op) => op.operationId === 'createLesson');
  if (!create?.body) throw new Error('createLesson has no body schema');
  return createAjv({ coerce: false }).compile(create.body);
})();

describe('the seeded curricula', () => {
  it("are at least six courses from at least four categories, the home page's four among them", () => {
    expect(curricula.length).toBeGreaterThanOrEqual(6);
    const categories = new Set(curricula.map((c) => courses.get(c.course)?.category));
    expect(categories.size).toBeGreaterThanOrEqual(4);
    for (const featured of [
      'web development',
      'data science',
      'mobile development',
      'ui/ux design',
    ])
      expect([...categories], featured).toContain(featured);
  });

  it('have a video lesson whose short file and captions the API serves from its own assets', () => {
    const videos = curricula.flatMap((c) =>
      c.sections.flatMap((s) => s.lessons.filter((l) => l.input.kind === 'video')),
    );
    const own = videos.filter(({ fields }) => fields.videoUrl?.startsWith('/assets/lessons/'));
    expect(own.length).toBeGreaterThan(0);
    for (const { fields } of own) {
      const video = path.join(assets, path.basename(fields.videoUrl ?? ''));
      expect(statSync(video).size, fields.videoUrl ?? '').toBeLessThanOrEqual(300 * 1024);
      expect(fields.captionsUrl, 'a WebVTT file beside it').toMatch(/^\/assets\/lessons\/.+\.vtt$/);
      const captions = readFileSync(
        path.join(assets, path.basename(fields.captionsUrl ?? '')),
        'utf8',
      );
      expect(captions.startsWith('WEBVTT')).toBe(true);
    }
  });

  it('are at least six full curricula of 2 to 4 sections', () => {
    const full = curricula.filter((c) => c.sections.length >= 2 && c.sections.length <= 4);
    expect(full.length).toBeGreaterThanOrEqual(6);
  });

  it.each(curricula.map((c) => [c.slug, c] as const))(
    '%s: a seeded course; sections of 3 to 6 lessons, one quiz each, a Preview first, every lesson valid',
    (_slug, curriculum) => {
      expect(courses.has(curriculum.course), `a seeded course titled ${curriculum.course}`).toBe(
        true,
      );
      expect(curriculum.sections.length).toBeGreaterThanOrEqual(1);
      expect(curriculum.sections.length).toBeLessThanOrEqual(4);
      for (const section of curriculum.sections) {
        expect(section.lessons.length, section.title).toBeGreaterThanOrEqual(3);
        expect(section.lessons.length, section.title).toBeLessThanOrEqual(6);
        expect(
          section.lessons.filter((l) => l.input.kind === 'quiz'),
          section.title,
        ).toHaveLength(1);
        for (const { input } of section.lessons) {
          expect(
            lessonSchema(structuredClone(input)),
            `${input.title}: ${JSON.stringify(lessonSchema.errors)}`,
          ).toBe(true);
        }
      }
      expect(curriculum.sections[0]?.lessons[0]?.input.preview).toBe(true);
    },
  );

  it.each(curricula.map((c) => [c.slug, c] as const))(
    '%s: articles of several paragraphs, with code or figures',
    (_slug, curriculum) => {
      const articles = curriculum.sections
        .flatMap((s) => s.lessons)
        .filter((l) => l.input.kind === 'article');
      expect(articles.length).toBeGreaterThan(0);
      for (const { input, fields } of articles) {
        const paragraphs = (fields.bodyHtml ?? '').match(/<p>/g) ?? [];
        expect(paragraphs.length, input.title).toBeGreaterThanOrEqual(3);
      }
      const illustrated = articles.filter(({ fields }) =>
        /<pre[ >]|<img |<table>/.test(fields.bodyHtml ?? ''),
      );
      expect(illustrated.length, 'articles with code, a figure or a table').toBeGreaterThan(0);
    },
  );

  it('name only files the API ships; a video file is at most a few hundred KB', () => {
    const named = curricula.flatMap((c) =>
      c.sections.flatMap((s) =>
        s.lessons.flatMap(({ fields }) => [
          ...[fields.videoUrl, fields.captionsUrl].filter((url): url is string => url !== null),
          ...[...(fields.bodyHtml ?? '').matchAll(/src="([^"]+)"/g)].map((m) => m[1] ?? ''),
        ]),
      ),
    );
    for (const url of named.filter((u) => u.startsWith('/assets/lessons/'))) {
      expect(existsSync(path.join(assets, path.basename(url))), url).toBe(true);
    }
    const videos = named.filter((url) => /\.(webm|mp4)$/.test(url));
    for (const video of videos.filter((u) => u.startsWith('/assets/lessons/'))) {
      expect(statSync(path.join(assets, path.basename(video))).size).toBeLessThanOrEqual(
        500 * 1024,
      );
    }
  });

  it('are readable files: Markdown and YAML, no lesson text in code', () => {
    for (const curriculum of curricula) {
      const yaml = readFileSync(
        path.join(apiRoot, 'content', 'curricula', curriculum.slug, 'curriculum.yaml'),
        'utf8',
      );
      expect(yaml).toContain(`course: ${curriculum.course}`);
    }
  });
});

/** '3 hours', '2.5 hours', '90 minutes', '1 hour 30 minutes' as minutes; null for anything else. */
function durationMinutes(text: string): number | null {
  const match = /^(?:(\d+(?:\.\d+)?)\s*(?:hours?|h))?\s*(?:(\d+)\s*(?:minutes?|min))?$/.exec(
    text.trim(),
  );
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/** The phrases a review puts in single quotes ('Promises'); apostrophes (don't, learners') are not. */
function quotedPhrases(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\p{N}])'(.+?)'(?![\p{L}\p{N}])/gu)].map((m) => m[1] ?? '');
}

/** A course's lesson titles in outline order. */
function lessonTitles(slug: string): string[] {
  const curriculum = curricula.find((c) => c.slug === slug);
  return (curriculum?.sections ?? []).flatMap((s) => s.lessons.map((l) => l.input.title));
}

const outlineMinutes = (slug: string) =>
  (curricula.find((c) => c.slug === slug)?.sections ?? [])
    .flatMap((s) => s.lessons)
    .reduce((sum, l) => sum + l.input.minutes, 0);

describe('the seeded catalogue', () => {
  const catalogue = readCatalogue();
  const folders = courseFolders();

  it('is exactly the folders of content/curricula, each with a catalogue.yaml entry', () => {
    expect(folders.filter((slug) => !catalogue.has(slug))).toEqual([]);
    expect(seeded.map((c) => c.slug)).toEqual(folders);
    expect(seeded.length).toBe(curricula.length);
  });

  it('stops at a folder without an entry and skips an entry without a folder', () => {
    const extra = new Map(catalogue);
    extra.set('a-course-still-being-written', { ...defined(catalogue.get(folders[0] ?? '')) });
    expect(readSeedCourses(undefined, extra).map((c) => c.slug)).toEqual(folders);
    const missing = new Map(catalogue);
    missing.delete(folders[0] ?? '');
    expect(() => readSeedCourses(undefined, missing)).toThrow(/no entry for the folder/);
  });

  it.each([...catalogue.entries()])(
    'catalogue.yaml %s: a seeded author, a launch date, seats, learners and an image',
    (slug, entry) => {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(SEED_INSTRUCTORS.map((i) => i.email)).toContain(entry.instructor);
      expect(Number.isInteger(entry.addedDaysAgo)).toBe(true);
      expect(entry.addedDaysAgo).toBeGreaterThanOrEqual(2);
      expect(entry.addedDaysAgo).toBeLessThanOrEqual(365);
      expect(Number.isInteger(entry.totalSeats)).toBe(true);
      expect(entry.totalSeats).toBeGreaterThanOrEqual(1);
      expect(entry.totalSeats).toBeLessThanOrEqual(500);
      expect(Number.isInteger(entry.learners)).toBe(true);
      // Enough learners for a course's reviews (at most 8), never more than its seats.
      expect(entry.learners).toBeGreaterThanOrEqual(8);
      expect(entry.learners).toBeLessThanOrEqual(entry.totalSeats);
      expect([1, 2]).toContain(entry.image);
    },
  );

  it("gives Ada Lovelace (the README's example author) two courses with many learners", () => {
    const ada = seeded.filter(
      (c) => c.addedByEmail === 'ada.lovelace@edugate.example' && c.enrollments >= 25,
    );
    expect(ada.length).toBeGreaterThanOrEqual(2);
  });

  it('has courses older than the twelve weeks Insights show, and newer ones', () => {
    const ages = [...catalogue.values()].map((entry) => entry.addedDaysAgo);
    expect(ages.filter((days) => days > 12 * 7).length).toBeGreaterThanOrEqual(6);
    expect(ages.filter((days) => days < 12 * 7).length).toBeGreaterThanOrEqual(3);
    expect(seeded.some((c) => c.enrollments === c.totalSeats)).toBe(true);
  });

  it.each(seeded.map((c) => [c.slug, c] as const))(
    '%s/course.yaml: its title, a category, a short description, an honest duration, 4 to 6 outcomes',
    (slug, course) => {
      expect(course.title).toBe(curricula.find((c) => c.slug === slug)?.course);
      expect(CATEGORIES.map((c) => c.name as string)).toContain(course.category);
      expect(course.description.trim().length).toBeGreaterThan(0);
      expect(course.description.length).toBeLessThanOrEqual(150);
      const minutes = durationMinutes(course.duration);
      expect(minutes, `'${course.duration}' reads as hours or minutes`).not.toBeNull();
      const outline = outlineMinutes(slug);
      expect(
        minutes,
        `'${course.duration}' for ${outline} minutes of lessons`,
      ).toBeGreaterThanOrEqual(outline * 0.9);
      expect(minutes, `'${course.duration}' for ${outline} minutes of lessons`).toBeLessThanOrEqual(
        outline * 2 + 30,
      );
      expect(course.outcomes.length).toBeGreaterThanOrEqual(4);
      expect(course.outcomes.length).toBeLessThanOrEqual(6);
      for (const outcome of course.outcomes) {
        expect(typeof outcome).toBe('string');
        expect(outcome.trim().length, outcome).toBeGreaterThanOrEqual(1);
        expect(outcome.length, outcome).toBeLessThanOrEqual(120);
      }
      expect(new Set(course.outcomes).size).toBe(course.outcomes.length);
    },
  );

  it.each(seeded.map((c) => [c.slug, c] as const))(
    '%s/course.yaml: 5 to 8 reviews, each quoting only lessons among the first it got through',
    (slug, course) => {
      const titles = lessonTitles(slug);
      expect(course.reviews.length).toBeGreaterThanOrEqual(5);
      expect(course.reviews.length).toBeLessThanOrEqual(8);
      for (const review of course.reviews) {
        expect([1, 2, 3, 4, 5]).toContain(review.rating);
        expect(Number.isInteger(review.lessonsDone)).toBe(true);
        expect(review.lessonsDone).toBeGreaterThanOrEqual(1);
        expect(review.lessonsDone).toBeLessThanOrEqual(titles.length);
        const text = review.text ?? '';
        expect(text.length).toBeLessThanOrEqual(2000);
        const reached = titles.slice(0, review.lessonsDone);
        for (const phrase of quotedPhrases(text)) {
          expect(reached, `'${phrase}' in a review after ${review.lessonsDone} lessons`).toContain(
            phrase,
          );
        }
      }
      // Varied, as people write: not one rating for everyone, not one text twice.
      expect(new Set(course.reviews.map((r) => r.rating)).size).toBeGreaterThan(1);
      const texts = course.reviews.flatMap((r) => (r.text ? [r.text] : []));
      expect(new Set(texts).size).toBe(texts.length);
    },
  );

  it('finds a quoted lesson title but not an apostrophe', () => {
    expect(
      quotedPhrases("The 'Promises' lesson didn't lose me; the learners' notes helped."),
    ).toEqual(['Promises']);
  });

  it('repeats no review text across courses', () => {
    const texts = seeded.flatMap((c) => c.reviews.flatMap((r) => (r.text ? [r.text] : [])));
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('a seeded database', () => {
  let database: TestDatabase;
  // A seed time a little in the past, so every row's date can be compared with it.
  const seedTime = new Date(Date.now() - 60_000);
  const read = <T extends object>(sql: string, params?: unknown[]) =>
    database.db.read<T>(sql, params);
  beforeAll(async () => {
    database = await createTestDatabase({ forcePglite: true });
    await migrate(database.db, async (tx) => void (await seedIfEmpty(tx, seedTime)));
  }, 120_000);
  afterAll(() => database?.close());

  it('has exactly the courses of content/, each with its curriculum and a quiz', async () => {
    const rows = await read<{ title: string; lessons: number; quizzes: number }>(
      `SELECT c.title, count(l.id)::int AS lessons, count(l.id) FILTER (WHERE l.kind = 'quiz')::int AS quizzes
         FROM courses c LEFT JOIN lessons l ON l.course_id = c.id GROUP BY c.id ORDER BY c.title`,
    );
    expect(rows.map((r) => r.title)).toEqual(seeded.map((c) => c.title).sort());
    for (const row of rows) {
      expect(row.lessons, row.title).toBe(lessonTitles(courses.get(row.title)?.slug ?? '').length);
      expect(row.quizzes, row.title).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives each seeded instructor their courses: Manage Courses lists what their name is on', async () => {
    const api = await startTestApi({ database });
    try {
      for (const instructor of SEED_INSTRUCTORS) {
        const token = await tokenFor(inject('authEmulatorHost'), instructor.email);
        const mine = await api.request<{ title: string; addedBy: { name: string } }[]>(
          'GET',
          '/courses/my-courses',
          { token },
        );
        const theirs = seeded.filter((course) => course.addedByEmail === instructor.email);
        expect(theirs.length).toBeGreaterThan(0);
        expect(mine.body.map((course) => course.title).sort()).toEqual(
          theirs.map((course) => course.title).sort(),
        );
      }
    } finally {
      await api.app.close();
    }
  });

  it("counts each course's learners and rating from rows: catalogue.yaml's learners, course.yaml's reviews", async () => {
    const rows = await read<{
      title: string;
      enrollments: number;
      total_seats: number;
      rows: number;
      rating: string | null;
      rating_count: number;
    }>(
      `SELECT c.title, c.enrollments, c.total_seats, c.rating::text AS rating, c.rating_count,
              (SELECT count(*)::int FROM enrollments e WHERE e.course_id = c.id) AS rows
         FROM courses c`,
    );
    for (const row of rows) {
      const course = defined(courses.get(row.title));
      expect(row.enrollments, row.title).toBe(row.rows);
      expect(row.enrollments, row.title).toBe(course.enrollments);
      expect(row.enrollments, row.title).toBeLessThanOrEqual(row.total_seats);
      expect(row.rating_count, row.title).toBe(course.reviews.length);
      const mean = course.reviews.reduce((sum, r) => sum + r.rating, 0) / course.reviews.length;
      expect(Number(row.rating), row.title).toBeCloseTo(Math.round(mean * 10) / 10, 5);
    }
    const [busiest] = await read<{ n: number }>(
      'SELECT max(n)::int AS n FROM (SELECT count(*) AS n FROM enrollments GROUP BY user_email) t',
    );
    expect(busiest?.n, 'no learner in more than three courses at once').toBeLessThanOrEqual(3);
  });

  it('dates nothing before its course was added or after the seed time', async () => {
    const tables = [
      ['enrollments', 'enrolled_at'],
      ['enrollment_history', 'first_enrolled_at'],
      ['lesson_completions', 'completed_at'],
      ['quiz_attempts', 'created_at'],
      ['last_positions', 'opened_at'],
      ['certificates', 'issued_at'],
      ['reviews', 'created_at'],
      ['reviews', 'updated_at'],
    ] as const;
    for (const [table, column] of tables) {
      const [row] = await read<{ rows: number; early: number; late: number }>(
        `SELECT count(*)::int AS rows,
                count(*) FILTER (WHERE t.${column} <= c.added_at)::int AS early,
                count(*) FILTER (WHERE t.${column} >= $1::timestamptz)::int AS late
           FROM ${table} t JOIN courses c ON c.id = t.course_id`,
        [seedTime.toISOString()],
      );
      expect(row?.rows, table).toBeGreaterThan(0);
      expect(row?.early, `${table}.${column} before the course was added`).toBe(0);
      expect(row?.late, `${table}.${column} after the seed time`).toBe(0);
    }
  });

  it('orders each learner: enrolment, lessons in outline order, completion = certificate, review', async () => {
    const [outOfOrder] = await read<{ n: number }>(
      `WITH ordered AS (
         SELECT lc.user_email, lc.course_id, lc.completed_at,
                row_number() OVER (PARTITION BY lc.user_email, lc.course_id
                                   ORDER BY s.position, l.position) AS step,
                row_number() OVER (PARTITION BY lc.user_email, lc.course_id
                                   ORDER BY lc.completed_at) AS by_time,
                (SELECT count(*) FROM lessons l2 JOIN sections s2 ON s2.id = l2.section_id
                  WHERE l2.course_id = lc.course_id
                    AND (s2.position, l2.position) < (s.position, l.position)) + 1 AS outline_step
           FROM lesson_completions lc JOIN lessons l ON l.id = lc.lesson_id
           JOIN sections s ON s.id = l.section_id)
       SELECT count(*)::int AS n FROM ordered WHERE step <> by_time OR step <> outline_step`,
    );
    expect(outOfOrder?.n, 'completions not a prefix of the outline in date order').toBe(0);
    const [beforeEnrolment] = await read<{ n: number }>(
      `SELECT count(*)::int AS n FROM enrollment_history h
         WHERE EXISTS (SELECT 1 FROM lesson_completions lc WHERE lc.course_id = h.course_id
                         AND lc.user_email = h.user_email AND lc.completed_at <= h.first_enrolled_at)
            OR EXISTS (SELECT 1 FROM quiz_attempts q WHERE q.course_id = h.course_id
                         AND q.user_email = h.user_email AND q.created_at <= h.first_enrolled_at)`,
    );
    expect(beforeEnrolment?.n, 'progress before enrolment').toBe(0);
    const [notEnrolled] = await read<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT course_id, user_email FROM lesson_completions
         UNION SELECT course_id, user_email FROM reviews
         UNION SELECT course_id, user_email FROM certificates) t
        WHERE NOT EXISTS (SELECT 1 FROM enrollment_history h
                           WHERE h.course_id = t.course_id AND h.user_email = t.user_email)`,
    );
    expect(notEnrolled?.n, 'progress, reviews or certificates of someone never enrolled').toBe(0);
    const certificates = await read<{
      issued: string;
      finished: string | null;
      done: number;
      total: number;
    }>(
      `SELECT ce.issued_at::text AS issued, max(lc.completed_at)::text AS finished,
              count(lc.lesson_id)::int AS done,
              (SELECT count(*)::int FROM lessons l WHERE l.course_id = ce.course_id) AS total
         FROM certificates ce
         LEFT JOIN lesson_completions lc ON lc.course_id = ce.course_id AND lc.user_email = ce.user_email
        GROUP BY ce.id`,
    );
    expect(certificates.length).toBeGreaterThanOrEqual(2);
    for (const certificate of certificates) {
      expect(certificate.done).toBe(certificate.total);
      expect(certificate.issued).toBe(certificate.finished);
    }
    const [completedWithout] = await read<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT lc.course_id, lc.user_email FROM lesson_completions lc GROUP BY 1, 2
         HAVING count(*) = (SELECT count(*) FROM lessons l WHERE l.course_id = lc.course_id)) t
        WHERE NOT EXISTS (SELECT 1 FROM certificates ce
                           WHERE ce.course_id = t.course_id AND ce.user_email = t.user_email)`,
    );
    expect(completedWithout?.n, 'a finished course without its certificate').toBe(0);
    const [reviewTooEarly] = await read<{ n: number }>(
      `SELECT count(*)::int AS n FROM reviews r
        WHERE EXISTS (SELECT 1 FROM lesson_completions lc WHERE lc.course_id = r.course_id
                        AND lc.user_email = r.user_email AND lc.completed_at >= r.created_at)
           OR EXISTS (SELECT 1 FROM certificates ce WHERE ce.course_id = r.course_id
                        AND ce.user_email = r.user_email AND ce.issued_at >= r.created_at)`,
    );
    expect(reviewTooEarly?.n, 'a review before its writer got that far').toBe(0);
  });

  it('gives every review to a learner who completed at least its lessonsDone lessons', async () => {
    const rows = await read<{ title: string; rating: number; comment: string; done: number }>(
      `SELECT c.title, r.rating, r.comment,
              (SELECT count(*)::int FROM lesson_completions lc
                WHERE lc.course_id = r.course_id AND lc.user_email = r.user_email) AS done
         FROM reviews r JOIN courses c ON c.id = r.course_id`,
    );
    // Reviews with the same course, rating and text (say two rating-only 5s) are interchangeable:
    // compare their completions and lessonsDone, each sorted.
    const key = (title: string, rating: number, text: string) => `${title}|${rating}|${text}`;
    const wanted = new Map<string, number[]>();
    for (const course of seeded) {
      for (const review of course.reviews) {
        const k = key(course.title, review.rating, review.text ?? '');
        wanted.set(k, [...(wanted.get(k) ?? []), review.lessonsDone]);
      }
    }
    const got = new Map<string, number[]>();
    for (const row of rows) {
      const k = key(row.title, row.rating, row.comment);
      got.set(k, [...(got.get(k) ?? []), row.done]);
    }
    expect([...got.keys()].sort()).toEqual([...wanted.keys()].sort());
    for (const [k, lessonsDone] of wanted) {
      const done = (got.get(k) ?? []).sort((a, b) => b - a);
      lessonsDone
        .sort((a, b) => b - a)
        .forEach((needed, index) => {
          expect(done[index], k).toBeGreaterThanOrEqual(needed);
        });
    }
  });

  it('has learners at several stages, and certificates', async () => {
    const stages = await read<{ percent: number }>(
      `SELECT DISTINCT floor(100.0 * count(c.lesson_id) / total.n)::int AS percent
         FROM enrollments e
         JOIN (SELECT course_id, count(*) AS n FROM lessons GROUP BY course_id) total
           ON total.course_id = e.course_id
         LEFT JOIN lesson_completions c ON c.course_id = e.course_id AND c.user_email = e.user_email
        GROUP BY e.course_id, e.user_email, total.n`,
    );
    expect(stages.length).toBeGreaterThanOrEqual(5);
  });

  it("shows each author's Insights twelve weeks with learners joining in most of them", async () => {
    for (const instructor of SEED_INSTRUCTORS) {
      const [row] = await read<{ weeks: number }>(
        `SELECT count(DISTINCT date_trunc('week', e.enrolled_at))::int AS weeks
           FROM enrollments e JOIN courses c ON c.id = e.course_id
          WHERE c.added_by_email = $1 AND e.enrolled_at > $2::timestamptz - interval '12 weeks'`,
        [instructor.email, seedTime.toISOString()],
      );
      expect(row?.weeks, instructor.name).toBeGreaterThanOrEqual(5);
    }
  });

  it('has one application whose poster and applicant wrote to each other, after it was sent', async () => {
    const rows = await read<{
      poster: string;
      applicant: string;
      posted: Date;
      applied: Date;
      author: string;
      from_poster: boolean;
      created: Date;
    }>(
      `SELECT j.posted_by_email AS poster, a.user_email AS applicant, j.posted_at AS posted,
         a.applied_at AS applied, m.author_email AS author, m.from_poster, m.created_at AS created
         FROM application_messages m
         JOIN job_applications a ON a.id = m.application_id
         JOIN jobs j ON j.id = a.job_id
        ORDER BY m.created_at`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((r) => r.applicant)).size).toBe(1);
    expect(SEED_INSTRUCTORS.map((i) => i.email)).toContain(rows[0]?.poster);
    // Both sides speak, each message by the side it says it is from.
    expect(new Set(rows.map((r) => r.from_poster))).toEqual(new Set([true, false]));
    for (const row of rows) {
      expect(row.author).toBe(row.from_poster ? row.poster : row.applicant);
      expect(new Date(row.posted).getTime()).toBeLessThan(new Date(row.applied).getTime());
      expect(new Date(row.applied).getTime()).toBeLessThan(new Date(row.created).getTime());
      expect(new Date(row.created).getTime()).toBeLessThanOrEqual(seedTime.getTime());
    }
  });

  it('told each side of that exchange what the product would have: one notification per event, only the newest unread', async () => {
    const rows = await read<{
      to: string;
      kind: string;
      created: Date;
      read: Date | null;
      poster: string;
      applicant: string;
      messages: number;
    }>(
      `SELECT n.user_email AS to, n.kind, n.created_at AS created, n.read_at AS read,
         j.posted_by_email AS poster, a.user_email AS applicant,
         (SELECT count(*)::int FROM application_messages m WHERE m.application_id = a.id) AS messages
         FROM notifications n
         JOIN jobs j ON j.id = n.job_id
         JOIN job_applications a ON a.job_id = j.id
        ORDER BY n.created_at`,
    );
    const first = defined(rows[0], 'a seeded notification');
    const kinds = (to: string) => rows.filter((row) => row.to === to).map((row) => row.kind);
    expect(rows).toHaveLength(2 + first.messages);
    expect(kinds(first.poster)).toEqual(
      expect.arrayContaining(['applicationReceived', 'applicationMessage']),
    );
    expect(kinds(first.applicant)).toEqual(
      expect.arrayContaining(['applicationStatus', 'applicationMessage']),
    );
    expect(rows.filter((row) => row.kind === 'applicationMessage')).toHaveLength(first.messages);
    // Read after they arrived, before the seed; the newest alone waits.
    expect(rows.filter((row) => row.read === null)).toEqual([rows.at(-1)]);
    for (const row of rows.slice(0, -1)) {
      expect(new Date(defined(row.read, 'read')).getTime()).toBeGreaterThan(
        new Date(row.created).getTime(),
      );
      expect(new Date(defined(row.read, 'read')).getTime()).toBeLessThanOrEqual(seedTime.getTime());
    }
  });

  it("has questions under real lessons of six courses, answered by the course's author, accepted and upvoted", async () => {
    const rows = await read<{
      slug_title: string;
      lesson: string;
      title: string;
      asker: string;
      answerer: string;
      author: string;
      accepted: boolean;
      upvotes: number;
      asked: Date;
      answered: Date;
      enrolled: Date;
    }>(
      `SELECT c.title AS slug_title, l.title AS lesson, q.title, q.author_email AS asker,
         a.author_email AS answerer, c.added_by_email AS author,
         q.accepted_answer_id = a.id AS accepted,
         (SELECT count(*)::int FROM question_upvotes u WHERE u.question_id = q.id) AS upvotes,
         q.created_at AS asked, a.created_at AS answered, e.enrolled_at AS enrolled
         FROM lesson_questions q
         JOIN lessons l ON l.id = q.lesson_id AND l.course_id = q.course_id
         JOIN courses c ON c.id = q.course_id
         JOIN question_answers a ON a.question_id = q.id
         JOIN enrollments e ON e.course_id = c.id AND e.user_email = q.author_email`,
    );
    expect(rows).toHaveLength(SEED_QUESTIONS.length);
    expect(new Set(rows.map((r) => r.slug_title)).size).toBeGreaterThanOrEqual(6);
    for (const seed of SEED_QUESTIONS) {
      const row = rows.find((r) => r.title === seed.title);
      expect(row?.lesson, seed.title).toBe(seed.lesson);
    }
    for (const row of rows) {
      expect(row.answerer, row.title).toBe(row.author);
      expect(row.asker, row.title).not.toBe(row.author);
      expect(new Date(row.enrolled).getTime()).toBeLessThan(new Date(row.asked).getTime());
      expect(new Date(row.asked).getTime()).toBeLessThan(new Date(row.answered).getTime());
      expect(new Date(row.answered).getTime()).toBeLessThanOrEqual(seedTime.getTime());
    }
    expect(rows.some((r) => r.accepted)).toBe(true);
    expect(rows.some((r) => r.upvotes > 0)).toBe(true);
  });
});
