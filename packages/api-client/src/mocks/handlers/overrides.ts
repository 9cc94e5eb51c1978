import { delay, http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import { messages } from '../../messages';
import type { paths } from '../../schema';
import { MOCK_API_BASE_URL } from '../fixtures';
import { error } from './http';

// Overrides a story or test puts before the happy-path handlers: a failure, a call that never
// answers, a slow one.

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The contract's paths that have an operation for `M`. */
export type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined | never ? never : P;
}[keyof paths];

/** The query parameters the contract declares for `M P` (none: an empty record). */
type QueryOf<M extends Method, P extends PathWith<M>> = paths[P][M] extends {
  parameters: { query?: infer Q };
}
  ? [NonNullable<Q>] extends [never]
    ? Record<string, never>
    : NonNullable<Q>
  : Record<string, never>;

/**
 * Which calls an override applies to. `query` names the contract's query parameters only (a typo
 * fails tsc); a listed parameter must have that value (compared as text), `null` means it must be
 * absent, and parameters not listed may have any value. Calls that do not match fall through to
 * the next handler, usually the happy path.
 */
export interface Match<M extends Method, P extends PathWith<M>> {
  query?: { [K in keyof QueryOf<M, P>]?: QueryOf<M, P>[K] | null };
}

export interface FailOptions<M extends Method, P extends PathWith<M>> extends Match<M, P> {
  /** HTTP status; 500 by default. */
  status?: number;
  /** The `error` text; by default the text the reference server sends for this status and path. */
  message?: string;
}

function mswPath(path: string): string {
  return `${MOCK_API_BASE_URL}${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

function matches(request: Request, match: { query?: Record<string, unknown> } | undefined) {
  if (!match?.query) return true;
  const params = new URL(request.url).searchParams;
  return Object.entries(match.query).every(([name, expected]) =>
    expected === null ? !params.has(name) : params.get(name) === String(expected),
  );
}

/** What the reference server says for `status` on `path`, so an override shows a real text. */
function serverMessageFor(status: number, path: string): string {
  const area = path.split('/')[1];
  switch (status) {
    case 400:
      return messages.invalidJson;
    case 401:
      return messages.signIn;
    case 403:
      if (/\/(lessons|progress)\b/.test(path)) return messages.lessonForbidden;
      if (area === 'jwt') return messages.sessionForOtherEmail;
      if (area === 'jobs') return messages.notJobPoster;
      return area === 'enrollments' ? messages.ownEnrollmentsOnly : messages.notCourseOwner;
    case 404:
      if (area === 'certificates') return messages.certificateNotFound;
      if (path.includes('/lessons/')) return messages.lessonNotFound;
      if (area === 'applications') return messages.applicationNotFound;
      return area === 'jobs' ? messages.jobNotFound : messages.courseNotFound;
    case 409:
      if (path.includes('/order')) return messages.curriculumStale;
      if (path.includes('/completion')) return messages.quizCompletesByPassing;
      if (area === 'applications') return messages.cannotWithdraw;
      return area === 'jobs' ? messages.alreadyApplied : messages.alreadyEnrolled;
    case 415:
      return messages.notJson;
    case 503:
      return messages.databaseUnreachable;
    default:
      return messages.serverError;
  }
}

/**
 * Calls to `method path` answer `status` with `{ error: message }`. Put it before the happy-path
 * handlers. Either positional (`failWith('get', '/courses', 500)`, with an optional `Match` last)
 * or one options object (`failWith('get', '/courses', { status: 500, query: { q: 'react' } })`).
 */
export function failWith<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  options: FailOptions<M, P>,
): HttpHandler;
export function failWith<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  status?: number,
  message?: string,
  match?: Match<M, P>,
): HttpHandler;
export function failWith<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  statusOrOptions: number | FailOptions<M, P> = 500,
  message?: string,
  match?: Match<M, P>,
): HttpHandler {
  const options: FailOptions<M, P> =
    typeof statusOrOptions === 'number'
      ? { ...match, status: statusOrOptions, message }
      : statusOrOptions;
  const status = options.status ?? 500;
  const text = options.message ?? serverMessageFor(status, path);
  return mswHttp[method](mswPath(path), ({ request }) =>
    matches(request, options) ? error(status, text) : undefined,
  );
}

/** Matching calls never answer: the screen stays in its loading state (for Loading stories). */
export function neverAnswers<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  match?: Match<M, P>,
): HttpHandler {
  return mswHttp[method](mswPath(path), async ({ request }) => {
    if (!matches(request, match)) return undefined;
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** Matching calls answer after `ms` milliseconds, from the next handler that matches. */
export function delayed<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  ms: number,
  match?: Match<M, P>,
): HttpHandler {
  return mswHttp[method](mswPath(path), async ({ request }) => {
    if (matches(request, match)) await delay(ms);
    return undefined;
  });
}
