// The catalogue's list and search SQL (GET /courses): the page, its total, and the plans that keep
// both independent of the catalogue's size (README "Catalogue at scale").
import type { components } from '@edugate/api-client';
import { COURSE_COLUMNS, type CourseRow } from './course-row.ts';
import type { Database } from '../db/database.ts';

export type CourseSort = components['schemas']['CourseSort'];

export interface CoursePageQuery {
  /** An ILIKE pattern (already escaped and wrapped in %), or null for no search. */
  search: string | null;
  /** Compared case-insensitively; null for no filter. */
  category: string | null;
  sort: CourseSort;
  limit: number;
  offset: number;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** What a reader asks of the catalogue: GET /courses' query with its defaults filled in. */
export interface CatalogueRequest {
  q?: string | undefined;
  category?: string | undefined;
  sort: CourseSort;
  limit: number;
  offset: number;
}

/** A catalogue request as the SQL takes it: `q` as an ILIKE pattern, blank or `all` as no filter. */
export function coursePageQuery(query: CatalogueRequest): CoursePageQuery {
  const q = query.q?.trim();
  const category = query.category?.trim();
  return {
    search: q ? likePattern(q) : null,
    category: category && category.toLowerCase() !== 'all' ? category : null,
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
  };
}

/**
 * Each order has an index with the id tiebreaker, alone and after category_key (migrations).
 * Qualified, because a bare `rating` would name the select list's `rating::float8` and sort
 * by an expression no index has.
 */
const ORDER_BY: Record<CourseSort, string> = {
  addedAt_desc: 'courses.added_at DESC, courses.id',
  enrollments_desc: 'courses.enrollments DESC, courses.id',
  // SPEC-BEYOND.md: rating, then more ratings, then newest; unrated last (migrations/006's index).
  rating_desc:
    'courses.rating DESC NULLS LAST, courses.rating_count DESC, courses.added_at DESC, courses.id',
};

/**
 * Only the filters in use appear in the SQL, so each shape of query gets its own plan: the
 * category indexes, or the trigram indexes for `q` (bitmap OR over title and description).
 */
function whereClause(
  query: Pick<CoursePageQuery, 'search' | 'category'>,
  params: unknown[] = [],
): {
  where: string;
  params: unknown[];
} {
  const conditions: string[] = [];
  if (query.search !== null) {
    params.push(query.search);
    conditions.push(`(title ILIKE $${params.length} OR description ILIKE $${params.length})`);
  }
  if (query.category !== null) {
    params.push(query.category);
    conditions.push(`category_key = lower($${params.length})`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export function coursePageSql(query: CoursePageQuery): { sql: string; params: unknown[] } {
  const { where, params } = whereClause(query);
  const page = `ORDER BY ${ORDER_BY[query.sort]} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
  return {
    sql: `SELECT ${COURSE_COLUMNS} FROM courses ${where} ${page}`,
    params: [...params, query.limit, query.offset],
  };
}

/**
 * A search's total is exact up to this many matches; beyond it, `X-Total-Count` is this number and
 * `X-Total-Count-Exact` is `false` ("1,000+"). Counting every match of a common term read every
 * matching row on every search (README "Catalogue at scale").
 */
export const SEARCH_TOTAL_BOUND = 1000;

/**
 * pg_trgm finds substrings of three characters or more. A shorter term is looked for among the
 * first this many courses in the requested order (within the category): every result matches and
 * the order is right, but a course further down is not found (README).
 */
export const SHORT_SEARCH_WINDOW = 5_000;
export const SHORT_SEARCH_LENGTH = 3;

/**
 * How many matches a search collects through the trigram indexes before it gives up on sorting
 * them itself: 20 per row the page reaches, at least the total's bound, at most 10,000. A term with
 * more matches than that is common enough (over 20 of every `offset + limit` rows it passes) that
 * walking a sort index and testing rows finds the page within about `20 x (offset + limit)` rows.
 */
export function searchCollectLimit(query: Pick<CoursePageQuery, 'limit' | 'offset'>): number {
  return Math.min(10_000, Math.max(SEARCH_TOTAL_BOUND, 20 * (query.offset + query.limit)));
}

/** ORDER_BY over the page's output columns (`rating` is `rating::float8` there: same order). */
const OUTPUT_ORDER_BY: Record<CourseSort, string> = {
  addedAt_desc: 'page.added_at DESC, page.id',
  enrollments_desc: 'page.enrollments DESC, page.id',
  rating_desc: 'page.rating DESC NULLS LAST, page.rating_count DESC, page.added_at DESC, page.id',
};

/** The search text without the ILIKE escapes and wildcards around it. */
export function searchLength(pattern: string): number {
  return pattern.slice(1, -1).replace(/\\(.)/g, '$1').length;
}

/**
 * A search's first step: collect the matches (at most `collect + 1`: the LIMIT lets PostgreSQL
 * stop early, on a trigram bitmap or a scan), count them, and sort only those for the page. Only
 * ids and sort keys are kept, so a long description never fills memory; the page's 20 rows are
 * then read by id. A term too short for trigrams is looked for in the first SHORT_SEARCH_WINDOW
 * courses of the order instead. One row per course of the page, each with `matched`; one row of
 * nulls but `matched` when the page is past the end.
 */
export function searchCollectSql(
  query: CoursePageQuery,
  collect: number,
): { sql: string; params: unknown[] } {
  const short = query.search !== null && searchLength(query.search) < SHORT_SEARCH_LENGTH;
  let matches: string;
  let params: unknown[];
  if (short) {
    params = [];
    const category = whereClause({ search: null, category: query.category }, params);
    params.push(SHORT_SEARCH_WINDOW);
    const windowParam = params.length;
    const search = whereClause({ search: query.search, category: null }, params);
    params.push(collect + 1);
    // The filter keeps the window's order, so the first matches collected are the top ones.
    matches = `SELECT id, added_at, enrollments, rating, rating_count FROM (
        SELECT * FROM courses ${category.where} ORDER BY ${ORDER_BY[query.sort]} LIMIT $${windowParam}
      ) AS courses ${search.where} LIMIT $${params.length}`;
  } else {
    const { where, params: whereParams } = whereClause(query);
    params = [...whereParams, collect + 1];
    matches = `SELECT id, added_at, enrollments, rating, rating_count FROM courses ${where} LIMIT $${params.length}`;
  }
  const n = params.length;
  const sql = `WITH matches AS MATERIALIZED (${matches}),
      counted AS (SELECT count(*)::int AS matched FROM matches)
    SELECT page.*, counted.matched FROM counted LEFT JOIN LATERAL (
      SELECT ${COURSE_COLUMNS} FROM courses WHERE id IN (
        SELECT id FROM matches AS courses
        ORDER BY ${ORDER_BY[query.sort]} LIMIT $${n + 1} OFFSET $${n + 2})
    ) AS page ON true
    ORDER BY ${OUTPUT_ORDER_BY[query.sort]}`;
  return { sql, params: [...params, query.limit, query.offset] };
}

export function courseCountSql(query: Pick<CoursePageQuery, 'search' | 'category'>): {
  sql: string;
  params: unknown[];
} {
  const { where, params } = whereClause(query);
  return { sql: `SELECT count(*)::int AS n FROM courses ${where}`, params };
}

async function countCourses(
  db: Database,
  query: Pick<CoursePageQuery, 'search' | 'category'>,
): Promise<number> {
  const { sql, params } = courseCountSql(query);
  const [row] = await db.read<{ n: number }>(sql, params);
  return row?.n ?? 0;
}

/** Exact, and kept in the read cache per category until the next write. */
function categoryCount(db: Database, category: string | null): Promise<number> {
  const key = JSON.stringify(['courseCount', category?.toLowerCase() ?? null]);
  return db.readCache.read(key, () => countCourses(db, { search: null, category }));
}

export interface CoursePage {
  rows: CourseRow[];
  /** Exact, or `SEARCH_TOTAL_BOUND` when `exact` is false (a search with more matches). */
  total: number;
  exact: boolean;
}

/**
 * A search: collect a bounded number of matches and sort them (a rare term: the trigram indexes
 * find its few rows), else walk the sort order testing rows (a common term: the page is near).
 * Neither reads every match, so the total is exact only up to SEARCH_TOTAL_BOUND.
 */
async function readSearchPage(
  db: Database,
  query: CoursePageQuery & { search: string },
): Promise<CoursePage> {
  const collect = searchCollectLimit(query);
  const { sql, params } = searchCollectSql(query, collect);
  const collected = await db.read<CourseRow & { matched: number }>(sql, params);
  const matched = collected[0]?.matched ?? 0;
  const total = Math.min(matched, SEARCH_TOTAL_BOUND);
  const rows = collected.filter((row) => row.id !== null).map(({ matched: _, ...row }) => row);
  if (searchLength(query.search) < SHORT_SEARCH_LENGTH) {
    // Exact only if the window held the whole catalogue (or category).
    const whole = (await categoryCount(db, query.category)) <= SHORT_SEARCH_WINDOW;
    return { rows, total, exact: whole && matched <= SEARCH_TOTAL_BOUND };
  }
  const exact = matched <= SEARCH_TOTAL_BOUND;
  if (matched <= collect) return { rows, total, exact };
  const page = coursePageSql(query);
  return { rows: await db.read<CourseRow>(page.sql, page.params), total, exact };
}

/**
 * One page and the number of courses matching its filters. Without a search the count is exact:
 * an index-only scan, skipped when the page itself shows the total (a first page that is not
 * full) and otherwise kept in the read cache per category, shared by every page, sort and limit
 * until the next write. A search's total is bounded (readSearchPage; README "Catalogue at scale").
 */
export async function readCoursePage(db: Database, query: CoursePageQuery): Promise<CoursePage> {
  if (query.search !== null) return readSearchPage(db, { ...query, search: query.search });
  const { sql, params } = coursePageSql(query);
  const rows = await db.read<CourseRow>(sql, params);
  if (query.offset === 0 && rows.length < query.limit) {
    return { rows, total: rows.length, exact: true };
  }
  return { rows, total: await categoryCount(db, query.category), exact: true };
}
