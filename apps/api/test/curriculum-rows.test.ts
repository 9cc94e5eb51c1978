/**
 * The sections and lessons tables' inserts, which the author's writes and the seed share: a place
 * given is kept, a place left out goes after the last, and a lesson's fields land in the columns
 * the lesson is read back from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import type { LessonFields } from '../src/domain/lessons.ts';
import { insertLesson, LESSON_COLUMNS, toLesson, type LessonRow } from '../src/tables/lessons.ts';
import { insertSection, readOutline } from '../src/tables/sections.ts';
import { createTestDatabase, type TestDatabase } from './support/harness.ts';

let database: TestDatabase;
let courseId = '';

const article = (title: string): LessonFields => ({
  title,
  kind: 'article',
  minutes: 5,
  preview: false,
  body: 'Some *words*.',
  bodyHtml: '<p>Some <em>words</em>.</p>',
  videoUrl: null,
  captionsUrl: null,
  passMark: null,
  questions: null,
});

beforeAll(async () => {
  database = await createTestDatabase({ forcePglite: true });
  await migrate(database.db);
  const [course] = await database.db.write<{ id: string }>(
    `INSERT INTO courses (title, description, image_url, duration, category, added_by_email,
                          total_seats)
     VALUES ('Rows', 'A course for the inserts.', '/assets/courses/web-development-1.svg',
             '1 week', 'web development', 'author@edugate.example', 30)
     RETURNING id`,
  );
  courseId = course?.id ?? '';
});
afterAll(() => database?.close());

describe('insertSection and insertLesson', () => {
  it('keep a place given and put one left out after the last', async () => {
    const outline = await database.db.transaction(async (tx) => {
      const second = await insertSection(tx, courseId, 'Second', 2);
      const first = await insertSection(tx, courseId, 'First', 1);
      await insertSection(tx, courseId, 'Third');
      await insertLesson(tx, { courseId, sectionId: first, position: 2 }, article('1.2'));
      await insertLesson(tx, { courseId, sectionId: first, position: 1 }, article('1.1'));
      await insertLesson(tx, { courseId, sectionId: first }, article('1.3'));
      await insertLesson(tx, { courseId, sectionId: second }, article('2.1'));
      return readOutline(tx, courseId);
    });
    expect(
      outline?.sections.map((section) => [section.title, section.lessons.map((l) => l.title)]),
    ).toEqual([
      ['First', ['1.1', '1.2', '1.3']],
      ['Second', ['2.1']],
      ['Third', []],
    ]);
    expect(outline?.lessonCount).toBe(4);
  });

  it("stores a lesson's fields where it is read back from", async () => {
    const [row] = await database.db.transaction(async (tx) => {
      const sectionId = await insertSection(tx, courseId, 'Quizzes');
      const lessonId = await insertLesson(
        tx,
        { courseId, sectionId },
        {
          ...article('A quiz'),
          kind: 'quiz',
          body: null,
          bodyHtml: null,
          passMark: 80,
          questions: [{ prompt: 'Two and two?', options: ['3', '4'], answer: 1 }],
        },
      );
      return tx.query<LessonRow>(`SELECT ${LESSON_COLUMNS} FROM lessons WHERE id = $1`, [lessonId]);
    });
    expect(row && toLesson(row, true, 'http://api.test').quiz).toEqual({
      passMark: 80,
      questions: [{ prompt: 'Two and two?', options: ['3', '4'], answer: 1 }],
    });
  });
});
