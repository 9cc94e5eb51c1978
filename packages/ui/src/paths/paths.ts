import type { CourseSort } from '@edugate/api-client';

/** The catalogue's URL state (docs/product.md: search, category, sort and page live in the URL). */
export interface CatalogueSearch {
  q?: string;
  /** A catalogue category, lower case; 'all' or blank means none. */
  category?: string;
  /** A skill the courses teach ('Skills you'll gain' links here); blank means none. */
  skill?: string;
  sort?: CourseSort;
  /** 1-based; 1 is left out of the URL. */
  page?: number;
}

/** The catalogue's order when none is chosen: 'Best match' for a search, else newest first. */
export function defaultCourseSort(q: string | undefined): CourseSort {
  return q?.trim() ? 'relevance' : 'addedAt_desc';
}

/** `?q=..&category=..` with blank, default and 'all' values left out, in a fixed order. */
export function catalogueSearchString(search: CatalogueSearch = {}): string {
  const params = new URLSearchParams();
  const q = search.q?.trim();
  if (q) params.set('q', q);
  const category = search.category?.trim().toLowerCase();
  if (category && category !== 'all') params.set('category', category);
  const skill = search.skill?.trim();
  if (skill) params.set('skill', skill);
  // The default order is 'Best match' with a term, newest first without: only a chosen other one
  // is in the URL.
  if (search.sort && search.sort !== defaultCourseSort(q)) params.set('sort', search.sort);
  if (search.page && search.page > 1) params.set('page', String(Math.floor(search.page)));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The job board's URL state (docs/product.md, Jobs: search and type kept in the URL). */
export interface JobSearch {
  q?: string;
  /** A job type; blank or 'All' means every type. */
  type?: string;
  /** How many jobs 'Show more jobs' has revealed; the first ten are left out of the URL. */
  shown?: number;
  /** 'match': 'Best match for you' (docs/product.md, Jobs for you); blank is newest first. */
  sort?: string;
}

/** `?q=..&type=..&shown=..` with blank values, 'All' and the first ten left out, in a fixed order. */
export function jobSearchString(search: JobSearch = {}): string {
  const params = new URLSearchParams();
  const q = search.q?.trim();
  if (q) params.set('q', q);
  const type = search.type?.trim();
  if (type && type !== 'All') params.set('type', type);
  if (search.sort === 'match') params.set('sort', 'match');
  if (search.shown && search.shown > 10) params.set('shown', String(Math.floor(search.shown)));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The query parameter of /login that names where to go after signing in, for when the location
 * cannot travel in the router's state: the page server redirects a signed-out visitor of a
 * protected page with an HTTP redirect, before any script runs.
 */
export const RETURN_TO_PARAM = 'redirectTo';

/** One address: its route pattern (what the route table matches) and how a link writes it. */
export interface Address<A extends unknown[] = []> {
  /** A react-router pattern: '/courses/:id'. */
  readonly path: string;
  /** The URL of one page at this address, its parameters encoded. */
  readonly href: (...args: A) => string;
}

/** The pattern with each `:name` replaced by its value, encoded, in the order they appear. */
function fill(pattern: string, values: readonly string[]): string {
  let index = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[index++] ?? ''));
}

/** An address with no parameters, or with the named ones filled in order. */
export function address<A extends string[]>(path: string): Address<A> {
  return { path, href: (...values: A) => fill(path, values) };
}

/**
 * Every address of the product, one entry each: links build URLs with `paths.<page>.href(...)`,
 * and a screen's route module mounts it on `paths.<page>.path`. A renamed address changes here and
 * nowhere else.
 */
export const paths = {
  home: address('/'),
  courses: {
    path: '/courses',
    href: (search?: CatalogueSearch) => `/courses${catalogueSearchString(search)}`,
  },
  courseDetail: address<[id: string]>('/courses/:id'),
  /** A course's Q&A page: every question of its lessons. */
  courseQuestions: address<[id: string]>('/courses/:id/questions'),
  addCourse: address('/add-course'),
  editCourse: address<[id: string]>('/edit-course/:id'),
  myEnrolledCourses: address('/my-enrolled-courses'),
  manageCourses: address('/manage-courses'),
  curriculum: address<[id: string]>('/manage-courses/:id/curriculum'),
  insights: address<[id: string]>('/manage-courses/:id/insights'),
  /** A lesson of a course. */
  lesson: address<[courseId: string, lessonId: string]>('/learn/:courseId/:lessonId'),
  certificate: address<[id: string]>('/certificates/:id'),
  myCertificates: address('/my-certificates'),
  /** A learner's public portfolio (docs/product.md, A public portfolio). */
  portfolio: address<[handle: string]>('/u/:handle'),
  jobs: { path: '/jobs', href: (search?: JobSearch) => `/jobs${jobSearchString(search)}` },
  /** A job's own page. */
  jobDetail: address<[id: string]>('/jobs/:id'),
  myJobs: address('/my-jobs'),
  jobApplications: address<[id: string]>('/my-jobs/:id/applications'),
  myApplications: address('/my-applications'),
  /** The jobs the signed-in user saved (docs/product.md, Saved jobs). */
  savedJobs: address('/saved-jobs'),
  /** /login, optionally with where to return afterwards (a page the server sent there). */
  login: {
    path: '/login',
    href: (returnTo?: string) =>
      returnTo ? `/login?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` : '/login',
  },
  register: address('/register'),
  forgotPassword: address('/forgot-password'),
  profile: address('/profile'),
  notifications: address('/notifications'),
  about: address('/about'),
  blog: address('/blog'),
  blogPost: address<[slug: string]>('/blog/:slug'),
  faq: address('/faq'),
  verify: address('/verify'),
  contact: address('/contact'),
} as const satisfies Record<string, Address<never[]>>;

export type PageName = keyof typeof paths;
