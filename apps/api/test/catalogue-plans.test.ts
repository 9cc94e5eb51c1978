import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coursePageSql,
  courseCountSql,
  type CoursePageQuery,
} from '../src/tables/courses-search.ts';
import { migrate } from '../src/db/migrate.ts';
import { CATCH_UP_SQL } from '../src/tables/course-index-sync.ts';
import { createTestDatabase, type TestDatabase } from './support/harness.ts';

/**
 * The catalogue's queries must not read the whole courses table: EXPLAIN every shape the API
 * sends on a large catalogue and fail on a sequential scan of courses. PostgreSQL gets the full
 * 100,000 courses of the benchmark; PGlite (slower to fill) 30,000, which is already far past the
 * size where a planner prefers scanning.
 */
let database: TestDatabase;
const COURSES = process.env.DATABASE_URL ? 100_000 : 30_000;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrate(database.db);
  await database.db.write(
    `INSERT INTO courses (title, description, image_url, duration, category, added_by_email,
       added_by_name, added_at, total_seats, enrollments, rating, rating_count)
     SELECT 'Benchmark course ' || n, 'Generated course number ' || n || ' for the benchmark.',
       '/assets/courses/web-development-1.svg', (1 + n % 12) || ' weeks',
       -- All nine categories, as in a real catalogue: one category is about 11% of the rows.
       (ARRAY['web development','mobile development','data science','machine learning',
         'artificial intelligence','cloud computing','cybersecurity','game development',
         'ui/ux design'])[1 + n % 9],
       'bench@edugate.example', 'Bench Instructor', now() - n * interval '1 minute', 1000, n % 900,
       round((3 + (n % 20) / 10.0)::numeric, 1), 1 + n % 40
     FROM generate_series(1, $1::int) AS n`,
    [COURSES],
  );
  await database.db.exec('VACUUM ANALYZE courses');
}, 300_000);
afterAll(() => database?.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

async function planOf(sql: string, params: unknown[], analyze = false): Promise<PlanNode> {
  const [row] = await database.db.read<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (${analyze ? 'ANALYZE, ' : ''}FORMAT JSON) ${sql}`,
    params,
  );
  const raw = row?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return parsed[0]!.Plan;
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

const page = (overrides: Partial<CoursePageQuery>): CoursePageQuery => ({
  search: null,
  category: null,
  skill: null,
  sort: 'addedAt_desc',
  limit: 20,
  offset: 0,
  ...overrides,
});

const shapes: [string, CoursePageQuery][] = [
  ['the first page, newest first', page({})],
  ['the first page by enrolments', page({ sort: 'enrollments_desc' })],
  ['the first page by rating', page({ sort: 'rating_desc' })],
  ['a deep page (offset 2,000)', page({ offset: 2_000 })],
  ['a category at offset 200', page({ category: 'data science', offset: 200 })],
  [
    'a category by enrolments at offset 200',
    page({ category: 'Data Science', sort: 'enrollments_desc', offset: 200 }),
  ],
  ['a category by rating', page({ category: 'data science', sort: 'rating_desc' })],
];

describe(`catalogue query plans (${COURSES.toLocaleString('en')} courses)`, () => {
  for (const [name, query] of shapes) {
    it(`${name}: the page uses an index`, async () => {
      const { sql, params } = coursePageSql(query);
      const plan = nodes(await planOf(sql, params));
      const scans = plan.filter((node) => node['Relation Name'] === 'courses');
      expect(scans.length).toBeGreaterThan(0);
      expect(scans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    });
  }

  // The unfiltered count reads every row whatever the plan; it is the cached one (README).
  for (const [name, query] of shapes.filter(([, q]) => q.category !== null)) {
    it(`${name}: the count uses an index`, async () => {
      const { sql, params } = courseCountSql(query);
      const plan = nodes(await planOf(sql, params));
      expect(plan.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    });
  }

  // A search reads the course index (ADR 18); what it asks of the database is what changed since
  // the index's last catch-up, which must be a range of an index, not the whole table.
  it("a search's catch-up reads only what changed, through indexes", async () => {
    const [now] = await database.db.read<{ xmin: string }>(
      'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin',
    );
    const plan = nodes(await planOf(CATCH_UP_SQL, [now?.xmin]));
    // course_deletions is small (a course is rarely deleted): any plan of it is fine.
    const scans = plan.filter((node) => node['Relation Name'] === 'courses');
    expect(scans.length).toBe(1);
    expect(scans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
  });
});
