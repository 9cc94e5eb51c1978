// Play helpers and fixtures shared by the Home story files.
import type { CourseSort } from '@edugate/api-client';
import { fixtureCourses, MOCK_API_BASE_URL } from '@edugate/api-client/mocks';
import { delay, http, HttpResponse } from 'msw';
import { within } from 'storybook/test';

/** One of the two home lists (told apart by `sort`) fails; the other falls through to the mock API. */
export const listFails = (sort: CourseSort) =>
  http.get(`${MOCK_API_BASE_URL}/courses`, ({ request }) =>
    new URL(request.url).searchParams.get('sort') === sort
      ? HttpResponse.json({ error: 'Database unavailable' }, { status: 500 })
      : undefined,
  );

/** One of the two home lists never answers, so it stays loading. */
export const listNeverAnswers = (sort: CourseSort) =>
  http.get(`${MOCK_API_BASE_URL}/courses`, async ({ request }) => {
    if (new URL(request.url).searchParams.get('sort') !== sort) return undefined;
    await delay('infinite');
    return undefined;
  });

export const section = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name });

export const cardTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

export const newest = [...fixtureCourses]
  .sort((a, b) => b.addedAt.localeCompare(a.addedAt))
  .slice(0, 6);
export const mostEnrolled = [...fixtureCourses]
  .sort((a, b) => b.enrollments - a.enrollments)
  .slice(0, 6);
