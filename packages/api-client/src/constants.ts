import type { CourseCategory, CourseSort, JobType, LessonKind } from './types';

/** Business constants of docs/product.md, Numbers. The server enforces the limits; the UI explains them. */
export const MAX_ENROLLMENTS = 3;
export const CATALOGUE_PAGE_SIZE = 20;
/**
 * The most jobs one user keeps saved (docs/product.md, Saved jobs): the saved list is one answer,
 * never paged. The server refuses one more with 409.
 */
export const MAX_SAVED_JOBS = 100;

/** The most certificates one application attaches (docs/product.md, Applying with certificates). */
export const MAX_ATTACHED_CERTIFICATES = 20;

/**
 * A search's `X-Total-Count` is exact up to this many matches; with more, the server sends this
 * number and `X-Total-Count-Exact: false` (openapi.yaml), shown as "1,000+".
 */
export const SEARCH_TOTAL_BOUND = 1000;
/** The longest catalogue search the server takes (openapi.yaml: `q` maxLength). */
export const MAX_SEARCH_LENGTH = 200;
export const HOME_LIST_SIZE = 6;
/**
 * The longest display name EduGate shows, in characters: the profile and registration forms
 * refuse a longer one, and the server shortens a longer name from a sign-in provider.
 */
export const MAX_DISPLAY_NAME_LENGTH = 60;

/** The catalogue's categories, in the order the filter chips show them ('all' is the absence of one). */
export const COURSE_CATEGORIES = [
  'web development',
  'mobile development',
  'data science',
  'machine learning',
  'artificial intelligence',
  'cloud computing',
  'cybersecurity',
  'game development',
  'ui/ux design',
] as const satisfies readonly CourseCategory[];

export const COURSE_SORTS = [
  'addedAt_desc',
  'enrollments_desc',
  'rating_desc',
  'relevance',
] as const satisfies readonly CourseSort[];

export const JOB_TYPES = [
  'Full-time',
  'Part-time',
  'Contract',
  'Internship',
  'Remote',
] as const satisfies readonly JobType[];

/*
 * Compile-time proof that the lists above name every member of the contract's enums: adding a
 * category, sort or job type to openapi.yaml without adding it here fails `npm run typecheck`.
 */
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : Exclude<All, Listed>;
const everyCategory: Missing<CourseCategory, (typeof COURSE_CATEGORIES)[number]> = true;
const everySort: Missing<CourseSort, (typeof COURSE_SORTS)[number]> = true;
const everyJobType: Missing<JobType, (typeof JOB_TYPES)[number]> = true;
void [everyCategory, everySort, everyJobType];

/** The curriculum's limits (docs/product.md, Learning), as openapi.yaml's schemas state them. */
export const CURRICULUM_LIMITS = {
  sectionsPerCourse: 30,
  lessonsPerCourse: 200,
  titleLength: 120,
  minutes: { min: 1, max: 600 },
  articleBodyLength: 50_000,
  questionsPerQuiz: { min: 1, max: 20 },
  promptLength: 500,
  optionsPerQuestion: { min: 2, max: 6 },
  optionLength: 300,
  passMark: { min: 50, max: 100, default: 70 },
} as const;

export const LESSON_KINDS = ['article', 'video', 'quiz'] as const satisfies readonly LessonKind[];

/**
 * openapi.yaml's Handle, the public portfolio's address /u/{handle}: lower-case only, so two
 * handles differing in case cannot both exist.
 */
export const HANDLE_LIMITS = { min: 3, max: 30, pattern: '^[a-z0-9-]+$' } as const;

/** openapi.yaml's SkillName, and the most skills a course teaches and a job requires. */
export const SKILL_LIMITS = { nameLength: 60, perCourse: 10, perJob: 15 } as const;
