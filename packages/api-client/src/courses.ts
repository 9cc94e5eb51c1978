import type { ApiClient } from './client';
import { unwrap } from './errors';
import { normaliseSkillName } from './skills';
import type { Course, CourseSort } from './types';

export interface CourseQuery {
  sort?: CourseSort;
  limit?: number;
  offset?: number;
  /** Case-insensitive search in title and description; blank means none. */
  q?: string;
  /** Exact category, case-insensitive; blank or 'all' means none. */
  category?: string;
  /** Only courses teaching this skill, case-insensitive; blank means none. */
  skill?: string;
}

export interface CoursePage {
  courses: Course[];
  /** Courses matching `q` and `category` across all pages (X-Total-Count). */
  total: number;
  /**
   * False when the server counted only up to a bound (`X-Total-Count-Exact: false`, a search with
   * more than 1,000 matches): there are at least `total`, shown as "1,000+". Absent means exact.
   */
  totalIsExact?: boolean;
}

/** Drops blank and 'all' filters so equal queries produce equal URLs (and cache keys). */
export function normaliseCourseQuery(query: CourseQuery): CourseQuery {
  const normalised: CourseQuery = {};
  if (query.sort) normalised.sort = query.sort;
  if (query.limit !== undefined) normalised.limit = query.limit;
  if (query.offset) normalised.offset = query.offset;
  const q = query.q?.trim();
  if (q) normalised.q = q;
  const category = query.category?.trim().toLowerCase();
  if (category && category !== 'all') normalised.category = category;
  const skill = query.skill ? normaliseSkillName(query.skill) : '';
  if (skill) normalised.skill = skill;
  return normalised;
}

/** One page of courses and the total, read from the X-Total-Count header (list length if absent). */
export async function listCourses(
  client: ApiClient,
  query: CourseQuery,
  fallbackMessage = 'Failed to load courses.',
  signal?: AbortSignal,
): Promise<CoursePage> {
  let total: number | undefined;
  let totalIsExact = true;
  const courses = await unwrap(
    client
      .GET('/courses', { params: { query: normaliseCourseQuery(query) }, signal })
      .then((result) => {
        const header = result.response.headers.get('X-Total-Count');
        total = header !== null && /^\d+$/.test(header) ? Number(header) : undefined;
        totalIsExact = result.response.headers.get('X-Total-Count-Exact') !== 'false';
        return result;
      }),
    fallbackMessage,
  );
  const list = Array.isArray(courses) ? courses : [];
  return {
    courses: list,
    total: total ?? list.length,
    ...(totalIsExact || total === undefined ? {} : { totalIsExact: false }),
  };
}

/** A course's id: `_id`, else the `id` older servers send. */
export function courseIdOf(course: Pick<Course, '_id'> & { id?: string }): string {
  return course._id || course.id || '';
}
