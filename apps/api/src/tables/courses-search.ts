// The catalogue's list and search SQL (GET /courses): the page, its total, and the plans that keep
// both independent of the catalogue's size (README "Catalogue at scale").
import type { components } from '@edugate/api-client';
import { COURSE_COLUMNS, type CourseRow } from './course-row.ts';
import type { Database } from '../db/database.ts';
import { planSearch, searchQueries, tierSql, type SearchQueries } from '../search/search-terms.ts';

export type CourseSort = components['schemas']['CourseSort'];

export interface CoursePageQuery {
  /** The search term as typed (trimmed), or null for no search. */
  search: string | null;
  /** Compared case-insensitively; null for no filter. */
  category: string | null;
  sort: CourseSort;
  limit: number;
  offset: number;
}

/** What a reader asks of the catalogue: GET /courses' query with its defaults filled in. */
export interface CatalogueRequest {
  q?: string | undefined;
  category?: string | undefined;
  sort: CourseSort;
  limit: number;
  offset: number;
}

/** A catalogue request as the SQL takes it: blank `q`, blank or `all` category as no filter. */
export function coursePageQuery(query: CatalogueRequest): CoursePageQuery {
  const q = query.q?.trim();
  const category = query.category?.trim();
  return {
    search: q ? q : null,
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
  // Best match is a search's order (readSearchPage); a list without a term is newest first.
  relevance: 'courses.added_at DESC, courses.id',
};

/**
 * Only the filters in use appear in the SQL, so each shape of query gets its own plan: the
 * category indexes, or the trigram indexes for `q` (bitmap OR over title and description).
 */
function whereClause(
  query: Pick<CoursePageQuery, 'category'>,
  params: unknown[] = [],
): {
  where: string;
  params: unknown[];
} {
  const conditions: string[] = [];
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

export function courseCountSql(query: Pick<CoursePageQuery, 'category'>): {
  sql: string;
  params: unknown[];
} {
  const { where, params } = whereClause(query);
  return { sql: `SELECT count(*)::int AS n FROM courses ${where}`, params };
}

async function countCourses(
  db: Database,
  query: Pick<CoursePageQuery, 'category'>,
): Promise<number> {
  const { sql, params } = courseCountSql(query);
  const [row] = await db.read<{ n: number }>(sql, params);
  return row?.n ?? 0;
}

/** Exact, and kept in the read cache per category until the next write. */
function categoryCount(db: Database, category: string | null): Promise<number> {
  const key = JSON.stringify(['courseCount', category?.toLowerCase() ?? null]);
  return db.readCache.read(key, () => countCourses(db, { category }));
}

export interface CoursePage {
  rows: CourseRow[];
  /** Exact, or `SEARCH_TOTAL_BOUND` when `exact` is false (a search with more matches). */
  total: number;
  exact: boolean;
}

/**
 * A search's total is exact up to this many matches; beyond it, `X-Total-Count` is this number and
 * `X-Total-Count-Exact` is `false` ("10,000+"). The matches are collected through the GIN index of
 * migrations/012 (ids, sort keys and tier only), counted and sorted; a term with more matches is
 * paged by the full query instead (README "Catalogue at scale", ADR 16).
 */
export const SEARCH_TOTAL_BOUND = 10_000;

/** The search's SQL: collect up to `collect + 1` matches, count them, sort and read the page. */
export function searchCollectSql(
  query: CoursePageQuery,
  queries: SearchQueries,
  collect: number,
): { sql: string; params: unknown[] } {
  const relevance = query.sort === 'relevance';
  // Unused parameters have no type PostgreSQL can infer: the tiers only when they rank.
  const params: unknown[] = [queries.match, ...(relevance ? queries.tiers : [])];
  const tier = relevance ? tierSql('search_vector', 2, queries.tiers.length) : '0';
  let category = '';
  if (query.category !== null) {
    params.push(query.category);
    category = `AND category_key = lower($${params.length})`;
  }
  params.push(collect + 1);
  const n = params.length;
  const order = relevance
    ? 'm.tier, m.added_at DESC, m.id'
    : ORDER_BY[query.sort].replaceAll('courses.', 'm.');
  const sql = `WITH matches AS MATERIALIZED (
      SELECT id, added_at, enrollments, rating, rating_count, ${tier} AS tier FROM courses
      WHERE search_vector @@ to_tsquery('simple', $1) ${category} LIMIT $${n}),
    counted AS (SELECT count(*)::int AS matched FROM matches),
    page AS (SELECT m.id, row_number() OVER (ORDER BY ${order}) AS place FROM matches AS m
      ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2})
    SELECT c.*, counted.matched FROM counted LEFT JOIN LATERAL (
      SELECT ${COURSE_COLUMNS}, page.place FROM page JOIN courses USING (id)
    ) AS c ON true
    ORDER BY c.place`;
  return { sql, params: [...params, query.limit, query.offset] };
}

/** A page of a search with more than SEARCH_TOTAL_BOUND matches: the full query, index-ordered. */
export function searchPageSql(
  query: CoursePageQuery,
  queries: SearchQueries,
): { sql: string; params: unknown[] } {
  const relevance = query.sort === 'relevance';
  const params: unknown[] = [queries.match, ...(relevance ? queries.tiers : [])];
  let category = '';
  if (query.category !== null) {
    params.push(query.category);
    category = `AND category_key = lower($${params.length})`;
  }
  const order = relevance
    ? `${tierSql('search_vector', 2, queries.tiers.length)}, courses.added_at DESC, courses.id`
    : ORDER_BY[query.sort];
  const n = params.length;
  return {
    sql: `SELECT ${COURSE_COLUMNS} FROM courses
      WHERE search_vector @@ to_tsquery('simple', $1) ${category}
      ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    params: [...params, query.limit, query.offset],
  };
}

/**
 * A search (ADR 16): its words planned (prefixes, corrections), the matches collected through the
 * GIN index up to SEARCH_TOTAL_BOUND + 1, counted exactly and sorted; beyond the bound, the page
 * of the full query.
 */
async function readSearchPage(
  db: Database,
  query: CoursePageQuery & { search: string },
): Promise<CoursePage> {
  const plan = await planSearch(db, 'courses', query.search);
  const queries = searchQueries(plan);
  if (queries === null) return { rows: [], total: 0, exact: true };
  const { sql, params } = searchCollectSql(query, queries, SEARCH_TOTAL_BOUND);
  const collected = await db.read<CourseRow & { matched: number; place: number }>(sql, params);
  const matched = collected[0]?.matched ?? 0;
  if (matched <= SEARCH_TOTAL_BOUND) {
    const rows = collected
      .filter((row) => row.id !== null)
      .map(({ matched: _, place: __, ...row }) => row);
    return { rows, total: matched, exact: true };
  }
  const page = searchPageSql(query, queries);
  return {
    rows: await db.read<CourseRow>(page.sql, page.params),
    total: SEARCH_TOTAL_BOUND,
    exact: false,
  };
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
