import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseSearch } from '../src/tables/course-index-sync.ts';
import { createTestDatabase, newUser, type TestDatabase } from './support/harness.ts';
import { replicaPairs, type ReplicaPair } from './support/replica-pair.ts';
import type { Course, TestUser } from './support/types.ts';
import { migrate } from '../src/db/migrate.ts';

/**
 * Each API process searches its own course index (ADR 18). A course added, renamed or deleted
 * through one process is found, or no longer found, through the other on its first search.
 */
const courseInput = {
  title: 'Quokka photography',
  description: 'Wildlife pictures on Rottnest Island.',
  imageUrl: 'http://localhost:4000/assets/courses/data-science-1.svg',
  duration: '1 week',
  category: 'data science',
};

const pairs = replicaPairs('search-replicas.test.ts', 0);

describe.each(pairs)('search through the other replica on %s', (_name, create) => {
  let pair: ReplicaPair;
  let owner: TestUser;
  beforeAll(async () => {
    pair = await create();
    owner = await newUser('search-replicas');
  }, 120_000);
  afterAll(() => pair?.close());

  const titlesThroughB = async (q: string) => {
    const response = await pair.b<Course[]>('GET', `/courses?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return response.body.map((course) => course.title);
  };

  it("an added, renamed or deleted course is in B's first search (10 rounds)", async () => {
    const stale: string[] = [];
    for (let round = 1; round <= 10; round += 1) {
      const word = `quokka${round}x`;
      // B's index is built and current before A writes.
      expect(await titlesThroughB(word)).toEqual([]);
      const added = await pair.a<{ _id: string }>('POST', '/courses', {
        token: owner.token,
        body: { ...courseInput, title: `Quokka ${word}` },
      });
      expect(added.status).toBe(201);
      if ((await titlesThroughB(word)).length !== 1) stale.push(`round ${round}: added`);
      const renamed = await pair.a('PUT', `/courses/${added.body._id}`, {
        token: owner.token,
        body: { ...courseInput, title: `Wombat ${round}` },
      });
      expect(renamed.status).toBe(200);
      if ((await titlesThroughB(word)).length !== 0) stale.push(`round ${round}: old name`);
      if (!(await titlesThroughB(`wombat ${round}`)).includes(`Wombat ${round}`)) {
        stale.push(`round ${round}: new name`);
      }
      const deleted = await pair.a('DELETE', `/courses/${added.body._id}`, { token: owner.token });
      expect(deleted.status).toBe(204);
      if ((await titlesThroughB(`wombat ${round}`)).includes(`Wombat ${round}`)) {
        stale.push(`round ${round}: deleted`);
      }
    }
    expect(stale).toEqual([]);
  });
});

describe('two indexes on one database (as two processes have)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrate(database.db);
  }, 120_000);
  afterAll(() => database?.close());

  it('each catches up with writes it did not make, including a bulk import', async () => {
    const first = new CourseSearch(database.db);
    // On PostgreSQL another pool, as another process has; PGlite has one handle.
    const second = new CourseSearch(await database.openAnother());
    const total = async (search: CourseSearch, term: string) =>
      (await search.current()).search({
        term,
        category: null,
        skill: null,
        sort: 'relevance',
        limit: 5,
        offset: 0,
      }).total;
    expect(await total(first, 'numbat')).toBe(0);
    expect(await total(second, 'numbat')).toBe(0);
    // 600 rows in one statement: more than the index places one by one.
    await database.db.write(
      `INSERT INTO courses (title, description, image_url, duration, category, added_by_email,
         added_by_name, total_seats)
       SELECT 'Numbat ' || n, 'Bulk', '/assets/x.svg', '1 week', 'data science', 'n@b.c', 'N', 5
       FROM generate_series(1, 600) AS n`,
    );
    expect(await total(first, 'numbat')).toBe(600);
    await database.db.write(`UPDATE courses SET title = 'Bilby' WHERE title = 'Numbat 7'`);
    await database.db.write(`DELETE FROM courses WHERE title = 'Numbat 8'`);
    expect(await total(second, 'numbat')).toBe(598);
    expect(await total(second, 'bilby')).toBe(1);
    expect(await total(first, 'numbat')).toBe(598);
  });
});
