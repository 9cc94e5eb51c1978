// Keeps each process's course index (course-index.ts) as current as the database, for every
// process on it: a search first reads what changed since the index was last brought up to date
// (migrations/014), so a course written through any replica is found, or no longer found, by
// the next search anywhere (ADR 18).
import type { Database } from '../db/database.ts';
import { latestOf } from '../db/latest-of.ts';
import type { DataVersion } from '../db/read-cache.ts';
import { COURSE_COLUMNS, type CourseRow } from './course-row.ts';
import { CourseIndex, type IndexedCourse } from '../search/course-index.ts';
import { skillNamesColumn } from './skills.ts';

interface IndexRow {
  id: string;
  title: string;
  category: string;
  description: string;
  skills: string[];
  added_us: number | string;
  enrollments: number;
  rating: number | string | null;
  rating_count: number;
}

/** The columns the index keeps; added_at in microseconds, as PostgreSQL orders it. */
const INDEX_COLUMNS = `id, title, category, description, ${skillNamesColumn('course', 'courses')},
  (extract(epoch FROM added_at) * 1000000)::float8 AS added_us, enrollments,
  rating::float8 AS rating, rating_count`;

function indexed(row: IndexRow): IndexedCourse {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    skills: row.skills,
    addedAt: Number(row.added_us),
    enrollments: row.enrollments,
    rating: row.rating === null ? null : Number(row.rating),
    ratingCount: row.rating_count,
  };
}

/** Rows of courses kept for pages (about 1 KB each). */
const KEPT_ROWS = 20_000;

/** Courses read per statement while building: bounded memory however big the catalogue. */
const BUILD_BATCH = 20_000;

/**
 * The oldest transaction still running when a statement ran (its snapshot's xmin): every change
 * made by an older one is in that statement's result, so the next catch-up reads from here.
 */
const XMIN = 'pg_snapshot_xmin(pg_current_snapshot())::text';

/**
 * Everything written since `$1` (an xmin), read in one statement and so in one snapshot: the
 * courses updated or added (migrations/014 stamps them with the writing transaction) and the ids of those deleted, with the xmin to read from next time. A change of a
 * transaction still running at `$1` is read again until it has ended; applying it twice is
 * harmless.
 */
export const CATCH_UP_SQL = `SELECT ${XMIN} AS xmin,
  coalesce((SELECT json_agg(c) FROM (SELECT ${INDEX_COLUMNS} FROM courses
    WHERE search_xid >= $1::xid8) AS c), '[]'::json) AS changed,
  coalesce((SELECT json_agg(id) FROM course_deletions WHERE xid >= $1::xid8), '[]'::json) AS deleted`;

export class CourseSearch {
  #index: CourseIndex | null = null;
  #xmin = '0';
  #building: Promise<CourseIndex> | null = null;
  /** The data version the last catch-up started after (current()); null: none known. */
  #caughtUpAt: DataVersion = null;
  readonly #catchUp: () => Promise<CourseIndex>;
  /**
   * Rows of courses on pages served lately, dropped as the catch-up learns they changed (migration
   * 014 stamps every update): a page of a search is then read without a round trip.
   */
  readonly #rows = new Map<string, CourseRow>();
  /** Moves whenever the catch-up drops a row: a read that started before must not keep its rows. */
  #generation = 0;

  constructor(private readonly db: Database) {
    this.#catchUp = latestOf(async () => {
      const index = this.#index ?? (await this.#build());
      await this.#pull(index);
      if (index.deadSlots > Math.max(50_000, index.size)) {
        // Mostly slots of courses edited or deleted since the build: built anew, while this one
        // answers.
        void this.#rebuild().catch(() => undefined);
      }
      return this.#index ?? index;
    });
  }

  /**
   * The index with every write acknowledged before this call in it (built on first use). Shared
   * by simultaneous callers: any number of searches cost at most two catch-ups in a row. With the
   * read cache's `version` of the data (read-cache.ts), none when it is the version the last
   * catch-up started after: no write has been acknowledged since.
   */
  async current(version: DataVersion = null): Promise<CourseIndex> {
    const index = this.#index;
    if (version !== null && index !== null && version === this.#caughtUpAt) return index;
    const current = await this.#catchUp();
    if (version !== null && current === this.#index) this.#caughtUpAt = version;
    return current;
  }

  /** The rows of `ids`, in order (a course deleted meanwhile is left out). */
  async rows(ids: string[]): Promise<CourseRow[]> {
    const missing = ids.filter((id) => !this.#rows.has(id));
    const fetched = new Map<string, CourseRow>();
    if (missing.length > 0) {
      const generation = this.#generation;
      const rows = await this.db.read<CourseRow>(
        `SELECT ${COURSE_COLUMNS} FROM courses WHERE id = ANY($1::uuid[])`,
        [missing],
      );
      for (const row of rows) {
        fetched.set(row.id, row);
        if (generation === this.#generation) this.#keep(row);
      }
    }
    return ids.flatMap((id) => this.#rows.get(id) ?? fetched.get(id) ?? []);
  }

  #keep(row: CourseRow): void {
    if (this.#rows.size >= KEPT_ROWS) {
      // Maps iterate in insertion order: the oldest goes.
      const oldest = this.#rows.keys().next();
      if (!oldest.done) this.#rows.delete(oldest.value);
    }
    this.#rows.set(row.id, row);
  }

  #build(): Promise<CourseIndex> {
    this.#building ??= (async () => {
      const { index, xmin } = await this.#fill();
      this.#xmin = xmin;
      this.#index = index;
      return index;
    })().finally(() => {
      this.#building = null;
    });
    return this.#building;
  }

  async #rebuild(): Promise<void> {
    if (this.#building) return;
    const { index, xmin } = await this.#fill();
    // Brought up to the moment before it replaces the old one, and caught up again on the next
    // search whatever the version (its own catch-up may have started before the last one).
    await this.#pull(index, xmin);
    this.#index = index;
    this.#caughtUpAt = null;
  }

  /** Every course, read in batches after noting the xmin the first catch-up starts from. */
  async #fill(): Promise<{ index: CourseIndex; xmin: string }> {
    const index = new CourseIndex();
    const [start] = await this.db.read<{ xmin: string }>(`SELECT ${XMIN} AS xmin`);
    let after: string | null = null;
    for (;;) {
      const rows: IndexRow[] = await this.db.read<IndexRow>(
        `SELECT ${INDEX_COLUMNS} FROM courses WHERE $1::uuid IS NULL OR id > $1::uuid
         ORDER BY id LIMIT ${BUILD_BATCH}`,
        [after],
      );
      for (const row of rows) index.upsert(indexed(row));
      const last = rows[rows.length - 1];
      if (!last || rows.length < BUILD_BATCH) break;
      after = last.id;
    }
    index.prepare();
    return { index, xmin: start?.xmin ?? '0' };
  }

  async #pull(index: CourseIndex, from = this.#xmin): Promise<void> {
    const [row] = await this.db.read<{ xmin: string; changed: IndexRow[]; deleted: string[] }>(
      CATCH_UP_SQL,
      [from],
    );
    if (!row) return;
    for (const course of row.changed) index.upsert(indexed(course));
    for (const id of row.deleted) index.remove(id);
    for (const id of [...row.changed.map((course) => course.id), ...row.deleted]) {
      if (this.#rows.delete(id)) this.#generation += 1;
    }
    if (index === this.#index || this.#index === null) this.#xmin = row.xmin;
  }
}

/** One index per database handle: the servers of one process on one handle share it. */
const searches = new WeakMap<Database, CourseSearch>();

export function courseSearch(db: Database): CourseSearch {
  let search = searches.get(db);
  if (!search) {
    search = new CourseSearch(db);
    searches.set(db, search);
  }
  return search;
}
