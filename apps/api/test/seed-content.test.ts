/**
 * The seed's lessons (docs/product.md, Learning): every curriculum under content/curricula
 * belongs to a seeded course and is written as the rules ask (2 to 4 sections of 3 to 5 lessons,
 * one quiz per section, a Preview first, each lesson valid by the contract, articles of several
 * paragraphs with code, figures or tables); everything a file names exists; and a seeded database
 * has learners at several stages and two certificates; at least six courses from at least four
 * categories (the home page's four featured ones among them), with a short video the API serves.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRoot } from '../src/config.ts';
import { createAjv } from '../src/contract/ajv.ts';
import { loadContract } from '../src/contract/load.ts';
import { readCurricula } from '../src/seed/curricula.ts';
import { SEED_INSTRUCTORS, seedCourses } from '../src/seed/seed-data.ts';
import { tokenFor } from './support/emulator.ts';
import { createTestDatabase, startTestApi, type TestDatabase } from './support/harness.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';

const curricula = readCurricula();
const courses = new Map(seedCourses().map((course) => [course.title, course]));
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

  it.each(curricula.map((c) => [c.slug, c] as const))(
    '%s: a seeded course; 2 to 4 sections of 3 to 5 lessons, one quiz each, a Preview first, every lesson valid',
    (_slug, curriculum) => {
      expect(courses.has(curriculum.course), `a seeded course titled ${curriculum.course}`).toBe(
        true,
      );
      expect(curriculum.sections.length).toBeGreaterThanOrEqual(2);
      expect(curriculum.sections.length).toBeLessThanOrEqual(4);
      for (const section of curriculum.sections) {
        expect(section.lessons.length, section.title).toBeGreaterThanOrEqual(3);
        expect(section.lessons.length, section.title).toBeLessThanOrEqual(5);
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

describe('a seeded database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ forcePglite: true });
    await migrate(database.db, async (tx) => void (await seedIfEmpty(tx)));
  }, 120_000);
  afterAll(() => database?.close());

  it('has the curricula, and every other course without lessons', async () => {
    const [row] = await database.db.read<{ with_lessons: number }>(
      'SELECT count(DISTINCT course_id)::int AS with_lessons FROM lessons',
    );
    expect(row?.with_lessons).toBe(curricula.length);
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
        const seeded = seedCourses().filter((course) => course.addedByEmail === instructor.email);
        expect(seeded.length).toBeGreaterThan(0);
        expect(mine.body.map((course) => course.title).sort()).toEqual(
          seeded.map((course) => course.title).sort(),
        );
      }
    } finally {
      await api.app.close();
    }
  });

  it('has learners at several stages, and exactly two certificates', async () => {
    const stages = await database.db.read<{ percent: number }>(
      `SELECT DISTINCT floor(100.0 * count(c.lesson_id) / total.n)::int AS percent
         FROM enrollments e
         JOIN (SELECT course_id, count(*) AS n FROM lessons GROUP BY course_id) total
           ON total.course_id = e.course_id
         LEFT JOIN lesson_completions c ON c.course_id = e.course_id AND c.user_email = e.user_email
        GROUP BY e.course_id, e.user_email, total.n`,
    );
    expect(stages.length).toBeGreaterThanOrEqual(5);
    const [certificates] = await database.db.read<{ n: number }>(
      'SELECT count(*)::int AS n FROM certificates',
    );
    expect(certificates?.n).toBe(2);
  });
});
