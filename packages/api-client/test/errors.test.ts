import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, unwrap } from '../src';
import {
  MOCK_API_BASE_URL,
  createHandlers,
  createMockDb,
  failWith,
  limitReachedDb,
} from '../src/mocks';
import { server, signedInClient } from './server';

describe('ApiError mapping', () => {
  it("carries the status and the server's error text", async () => {
    server.use(...createHandlers(limitReachedDb()));
    const failure = await unwrap(
      signedInClient().POST('/enrollments', { body: { courseId: 'course-01' } }),
      'Failed to enroll in the course. Please try again.',
    ).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      message: 'You cannot enroll in more than 3 courses at the same time',
      serverMessage: 'You cannot enroll in more than 3 courses at the same time',
    });
  });

  it('falls back to the given text when the body has no error field', async () => {
    server.use(
      http.get(
        `${MOCK_API_BASE_URL}/jobs`,
        () => new HttpResponse('<html>oops</html>', { status: 502 }),
      ),
    );
    const failure = await unwrap(
      signedInClient().GET('/jobs'),
      'Failed to fetch jobs. Please try again later.',
    ).catch((error: unknown) => error);

    expect(failure).toMatchObject({
      status: 502,
      message: 'Failed to fetch jobs. Please try again later.',
      serverMessage: undefined,
    });
  });

  it('maps a network failure to status 0 and the fallback', async () => {
    server.use(http.get(`${MOCK_API_BASE_URL}/jobs`, () => HttpResponse.error()));
    const failure = await unwrap(signedInClient().GET('/jobs'), 'Failed to fetch jobs.').catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ status: 0, message: 'Failed to fetch jobs.' });
    expect(errorMessage(failure, 'other')).toBe('Failed to fetch jobs.');
    expect(errorMessage(new TypeError('boom'), 'other')).toBe('other');
  });

  it('returns the data of a successful call', async () => {
    server.use(...createHandlers(createMockDb()));
    const seats = await unwrap(
      signedInClient().GET('/enrollments/seats/{courseId}', {
        params: { path: { courseId: 'course-05' } },
      }),
      'x',
    );
    expect(seats).toEqual({
      courseId: 'course-05',
      totalSeats: 12,
      availableSeats: 0,
      isFull: true,
    });
  });

  it('failWith overrides one call with the given status and message', async () => {
    server.use(failWith('get', '/courses/{id}', 404, 'Course not found.'), ...createHandlers());
    const failure = await unwrap(
      signedInClient().GET('/courses/{id}', { params: { path: { id: 'course-01' } } }),
      'Failed to fetch course details. Please try again later.',
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 404, isNotFound: true, message: 'Course not found.' });
  });
});
