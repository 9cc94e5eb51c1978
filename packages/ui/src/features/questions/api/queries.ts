import {
  unwrap,
  type Answer,
  type ApiClient,
  type LessonQuestion,
  type UnansweredCount,
} from '@edugate/api-client';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { questionTexts } from '../texts';
import { questionKeys, type CourseQuestionFilters, type QuestionSort } from './keys';

/** docs/product.md, Questions and messages: lists page by 20. */
export const QUESTIONS_PAGE_SIZE = 20;

/** One page of a list and where it starts; `total` is the whole list's (X-Total-Count). */
export interface CountedPage<T> {
  items: T[];
  total: number;
  offset: number;
}

interface ListResult<T> {
  data?: T[];
  error?: unknown;
  response: Response;
}

/**
 * Reads one page and its X-Total-Count. Without a usable header the list is taken to end here,
 * so 'Show more' never offers a page that is not there.
 */
async function countedPage<T>(
  call: Promise<ListResult<T>>,
  offset: number,
  fallback: string,
): Promise<CountedPage<T>> {
  let header: string | null = null;
  const data = await unwrap(
    call.then((result) => {
      header = result.response.headers.get('X-Total-Count');
      return result;
    }),
    fallback,
  );
  const items = Array.isArray(data) ? data : [];
  const counted = header !== null && /^\d+$/.test(header) ? Number(header) : undefined;
  return { items, total: counted ?? offset + items.length, offset };
}

const nextOffset = <T>(last: CountedPage<T>) => {
  const next = last.offset + last.items.length;
  return last.items.length > 0 && next < last.total ? next : undefined;
};

/** A lesson's questions, newest first or most upvoted first, 20 at a time. */
export function lessonQuestionsQuery(
  client: ApiClient,
  courseId: string,
  lessonId: string,
  sort: QuestionSort,
) {
  return infiniteQueryOptions({
    queryKey: questionKeys.lessonList(courseId, lessonId, sort),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }): Promise<CountedPage<LessonQuestion>> =>
      countedPage(
        client.GET('/courses/{id}/lessons/{lessonId}/questions', {
          params: {
            path: { id: courseId, lessonId },
            query: { sort, limit: QUESTIONS_PAGE_SIZE, offset: pageParam },
          },
          signal,
        }),
        pageParam,
        questionTexts.loadFailed,
      ),
    getNextPageParam: nextOffset,
    // Only a course's learners and author read them, and 'mine' and 'upvoted' are the reader's.
    meta: { scope: 'user' },
  });
}

/** A course's questions for its Q&A page, newest first, each with its lesson, 20 at a time. */
export function courseQuestionsQuery(
  client: ApiClient,
  courseId: string,
  filters: CourseQuestionFilters,
) {
  return infiniteQueryOptions({
    queryKey: questionKeys.courseList(courseId, filters),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }): Promise<CountedPage<LessonQuestion>> =>
      countedPage(
        client.GET('/courses/{id}/questions', {
          params: {
            path: { id: courseId },
            query: {
              // Only what narrows the list: the plain list's address stays the plain one.
              ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
              ...(filters.unanswered ? { unanswered: true } : {}),
              ...(filters.mine ? { mine: true } : {}),
              limit: QUESTIONS_PAGE_SIZE,
              offset: pageParam,
            },
          },
          signal,
        }),
        pageParam,
        questionTexts.loadFailed,
      ),
    getNextPageParam: nextOffset,
    meta: { scope: 'user' },
  });
}

/** A question's answers, the accepted one first, 20 at a time. */
export function questionAnswersQuery(client: ApiClient, courseId: string, questionId: string) {
  return infiniteQueryOptions({
    queryKey: questionKeys.answers(courseId, questionId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }): Promise<CountedPage<Answer>> =>
      countedPage(
        client.GET('/courses/{id}/questions/{questionId}/answers', {
          params: {
            path: { id: courseId, questionId },
            query: { limit: QUESTIONS_PAGE_SIZE, offset: pageParam },
          },
          signal,
        }),
        pageParam,
        questionTexts.answersFailed,
      ),
    getNextPageParam: nextOffset,
    meta: { scope: 'user' },
  });
}

/** How many questions wait for an answer in each course the caller added. */
export function unansweredCountsQuery(client: ApiClient) {
  return queryOptions<UnansweredCount[]>({
    queryKey: questionKeys.unanswered(),
    queryFn: async ({ signal }) => {
      const counts = await unwrap(
        client.GET('/courses/my-courses/unanswered-questions', { signal }),
        questionTexts.unansweredFailed,
      );
      return Array.isArray(counts) ? counts : [];
    },
    // The caller's own courses: another user's counts must never be shown from the cache.
    meta: { scope: 'user' },
  });
}

/**
 * A lesson's questions page after page; idle until `enabled`, so a lesson page asks for them
 * only once the lesson itself is there.
 */
export function useLessonQuestions(
  courseId: string,
  lessonId: string,
  sort: QuestionSort,
  enabled = true,
) {
  return useInfiniteQuery({
    ...lessonQuestionsQuery(useApiClient(), courseId, lessonId, sort),
    enabled,
    // Switching the order keeps the list on screen until the other order arrives.
    placeholderData: keepPreviousData,
  });
}

/** A question's answers; asked for only once the question is opened. */
export function useQuestionAnswers(courseId: string, questionId: string, enabled = true) {
  return useInfiniteQuery({
    ...questionAnswersQuery(useApiClient(), courseId, questionId),
    enabled,
  });
}

/** A course's questions page after page; a change of filters keeps the list until the next. */
export function useCourseQuestions(courseId: string, filters: CourseQuestionFilters) {
  return useInfiniteQuery({
    ...courseQuestionsQuery(useApiClient(), courseId, filters),
    placeholderData: keepPreviousData,
  });
}

/** The caller's unanswered count per course they added, as Manage Courses shows it. */
export function useUnansweredCounts() {
  return useQuery(unansweredCountsQuery(useApiClient()));
}
