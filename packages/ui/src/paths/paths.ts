import type { CourseSort } from '@edugate/api-client';

/**
 * Every address of the product in one place. Links in packages/ui build URLs with `paths`; the
 * app's route table mounts screens on `routes`. A renamed route changes here and nowhere else.
 */
export const routes = {
  home: '/',
  jobs: '/jobs',
  login: '/login',
  register: '/register',
  courses: '/courses',
  courseDetail: '/courses/:id',
  addCourse: '/add-course',
  editCourse: '/edit-course/:id',
  myEnrolledCourses: '/my-enrolled-courses',
  manageCourses: '/manage-courses',
  myJobs: '/my-jobs',
  jobApplications: '/my-jobs/:id/applications',
  myApplications: '/my-applications',
  about: '/about',
  blog: '/blog',
  blogPost: '/blog/:slug',
  faq: '/faq',
  contact: '/contact',
  lesson: '/learn/:courseId/:lessonId',
  certificate: '/certificates/:id',
  myCertificates: '/my-certificates',
  curriculum: '/manage-courses/:id/curriculum',
  insights: '/manage-courses/:id/insights',
  // A job's own page (issue 30, point 3)
  jobDetail: '/jobs/:id',
  // Issue 30, accounts.
  forgotPassword: '/forgot-password',
  profile: '/profile',
  notifications: '/notifications',
} as const;

export type RouteName = keyof typeof routes;

/** The catalogue's URL state (SPEC-NOTES.md: search, category, sort and page live in the URL). */
export interface CatalogueSearch {
  q?: string;
  /** A catalogue category, lower case; 'all' or blank means none. */
  category?: string;
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
  // The default order is 'Best match' with a term, newest first without: only a chosen other one
  // is in the URL.
  if (search.sort && search.sort !== defaultCourseSort(q)) params.set('sort', search.sort);
  if (search.page && search.page > 1) params.set('page', String(Math.floor(search.page)));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The job board's URL state (SPEC-BEYOND.md section 3: search and type kept in the URL). */
export interface JobSearch {
  q?: string;
  /** A job type; blank or 'All' means every type. */
  type?: string;
  /** How many jobs 'Show more jobs' has revealed; the first ten are left out of the URL. */
  shown?: number;
}

/** `?q=..&type=..&shown=..` with blank values, 'All' and the first ten left out, in a fixed order. */
export function jobSearchString(search: JobSearch = {}): string {
  const params = new URLSearchParams();
  const q = search.q?.trim();
  if (q) params.set('q', q);
  const type = search.type?.trim();
  if (type && type !== 'All') params.set('type', type);
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

const withId = (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id));
const withSlug = (pattern: string, slug: string) =>
  pattern.replace(':slug', encodeURIComponent(slug));

export const paths = {
  home: () => routes.home,
  jobs: (search?: JobSearch) => `${routes.jobs}${jobSearchString(search)}`,
  myJobs: () => routes.myJobs,
  jobApplications: (id: string) => withId(routes.jobApplications, id),
  myApplications: () => routes.myApplications,
  /** /login, optionally with where to return afterwards (a page the server sent there). */
  login: (returnTo?: string) =>
    returnTo ? `${routes.login}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` : routes.login,
  register: () => routes.register,
  forgotPassword: () => routes.forgotPassword,
  profile: () => routes.profile,
  about: () => routes.about,
  blog: () => routes.blog,
  blogPost: (slug: string) => withSlug(routes.blogPost, slug),
  faq: () => routes.faq,
  contact: () => routes.contact,
  /** A lesson of a course: /learn/{courseId}/{lessonId}. */
  learn: (courseId: string, lessonId: string) =>
    routes.lesson
      .replace(':courseId', encodeURIComponent(courseId))
      .replace(':lessonId', encodeURIComponent(lessonId)),
  certificate: (id: string) => withId(routes.certificate, id),
  myCertificates: () => routes.myCertificates,
  courses: {
    list: (search?: CatalogueSearch) => `${routes.courses}${catalogueSearchString(search)}`,
    detail: (id: string) => withId(routes.courseDetail, id),
    add: () => routes.addCourse,
    edit: (id: string) => withId(routes.editCourse, id),
    manage: () => routes.manageCourses,
    curriculum: (id: string) => withId(routes.curriculum, id),
    insights: (id: string) => withId(routes.insights, id),
  },
  enrollments: {
    mine: () => routes.myEnrolledCourses,
  },
  /** A job's own page: /jobs/{id} (issue 30, point 3). */
  jobDetail: (id: string) => withId(routes.jobDetail, id),
  notifications: () => routes.notifications,
} as const;
