// The catalogue's list and search SQL (GET /courses): the page, its total, and the plans that keep
// both independent of the catalogue's size (README "Catalogue at scale").
import type { components } from '@edugate/api-client';
import { normaliseSkillName } from '@edugate/api-client/skills';
import { COURSE_COLUMNS, type CourseRow } from './course-row.ts';
import type { Database, PublicReader } from '../db/database.ts';
import { courseSearch } from './course-index-sync.ts';
import type { DataVersion } from '../db/read-cache.ts';

export type CourseSort = components['schemas']['CourseSort'];

export interface CoursePageQuery {
  /** The search term as typed (trimmed), or null for no search. */
  search: string | null;
  /** Compared case-insensitively; null for no filter. */
  category: string | null;
  /** A skill the course teaches, normalised; compared case-insensitively; null for no filter. */
  skill: string | null;
  sort: CourseSort;
  limit: number;
  offset: number;
}

/** What a reader asks of the catalogue: GET /courses' query with its defaults filled in. */
export interface CatalogueRequest {
  q?: string | undefined;
  category?: string | undefined;
  skill?: string | undefined;
  sort: CourseSort;
  limit: number;
  offset: number;
}

/** The filters a page and its count share. */
type CourseFilter = Pick<CoursePageQuery, 'category' | 'skill'>;

/** A catalogue request as the SQL takes it: blank `q`, blank or `all` category as no filter. */
export function coursePageQuery(query: CatalogueRequest): CoursePageQuery {
  const q = query.q?.trim();
  const category = query.category?.trim();
  const skill = normaliseSkillName(query.skill ?? '');
  return {
    search: q ? q : null,
    category: category && category.toLowerCase() !== 'all' ? category : null,
    skill: skill || null,
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
  // Highest Rated (docs/product.md, Ratings & Reviews): rating, then more ratings, then newest; unrated last (migrations/006's index).
  rating_desc:
    'courses.rating DESC NULLS LAST, courses.rating_count DESC, courses.added_at DESC, courses.id',
  // Best match is a search's order (readSearchPage); a list without a term is newest first.
  relevance: 'courses.added_at DESC, courses.id',
};

/**
 * Only the filters in use appear in the SQL, so each shape of query gets its own plan: the
 * category indexes, or the order's own (a search is the course index's, readSearchPage).
 */
function whereClause(
  query: CourseFilter,
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
  if (query.skill !== null) {
    params.push(query.skill);
    conditions.push(`id IN (SELECT cs.course_id FROM course_skills cs JOIN skills s ON s.id = cs.skill_id
      WHERE s.key = lower($${params.length}))`);
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

export function courseCountSql(query: CourseFilter): {
  sql: string;
  params: unknown[];
} {
  const { where, params } = whereClause(query);
  return { sql: `SELECT count(*)::int AS n FROM courses ${where}`, params };
}

async function countCourses(db: PublicReader, query: CourseFilter): Promise<number> {
  const { sql, params } = courseCountSql(query);
  const [row] = await db.read<{ n: number }>(sql, params);
  return row?.n ?? 0;
}

/** Exact, and kept in the read cache per filter until the next write. */
function filteredCount(db: PublicReader, filter: CourseFilter): Promise<number> {
  const key = JSON.stringify([
    'courseCount',
    filter.category?.toLowerCase() ?? null,
    filter.skill?.toLowerCase() ?? null,
  ]);
  return db.readCache.read(key, () => countCourses(db, filter));
}

export interface CoursePage {
  rows: CourseRow[];
  /** Exact (the contract's `X-Total-Count-Exact` is kept for servers that bound it). */
  total: number;
  exact: boolean;
}

/**
 * A search (ADR 18): the page's ids and the exact total from the process's course index, brought
 * up to date with every write first (course-index-sync.ts), then the page's rows (kept from
 * earlier pages until they change, or read by primary key).
 */
async function readSearchPage(
  db: Database,
  query: CoursePageQuery & { search: string },
  version: DataVersion,
): Promise<CoursePage> {
  const search = courseSearch(db);
  const index = await search.current(version);
  const { ids, total } = index.search({
    term: query.search,
    category: query.category?.toLowerCase() ?? null,
    skill: query.skill?.toLowerCase() ?? null,
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
  });
  return { rows: ids.length > 0 ? await search.rows(ids) : [], total, exact: true };
}

/**
 * One page and the number of courses matching its filters. Without a search the count is exact:
 * an index-only scan, skipped when the page itself shows the total (a first page that is not
 * full) and otherwise kept in the read cache per category, shared by every page, sort and limit
 * until the next write. A search's total is exact too (readSearchPage; README "Catalogue at scale").
 * A search is always the primary's (its index catches up by transaction ids, which a standby
 * numbers differently); a list may be read on `reader`, the standby (Database.publicRead).
 */
export async function readCoursePage(
  db: Database,
  query: CoursePageQuery,
  version: DataVersion = null,
  reader: PublicReader = db,
): Promise<CoursePage> {
  if (query.search !== null) {
    return readSearchPage(db, { ...query, search: query.search }, version);
  }
  return readListPage(reader, query);
}

async function readListPage(db: PublicReader, query: CoursePageQuery): Promise<CoursePage> {
  const { sql, params } = coursePageSql(query);
  const rows = await db.read<CourseRow>(sql, params);
  if (query.offset === 0 && rows.length < query.limit) {
    return { rows, total: rows.length, exact: true };
  }
  return { rows, total: await filteredCount(db, query), exact: true };
}
