/**
 * Compile-time checks: `npm run typecheck` fails if the mocks could drift from the contract.
 * Each `@ts-expect-error` must stay an error; if the contract changes so that the line becomes
 * valid, tsc reports the unused directive.
 */
import { describe, expect, it } from 'vitest';
import { http } from '../src/mocks';

const extraField = http.get('/courses/{id}', ({ response }) =>
  response(200).json({
    _id: 'course-01',
    title: 't',
    description: 'd',
    imageUrl: 'https://example.com/x.svg',
    duration: '1 week',
    category: 'web development',
    addedByName: 'Grace Hopper',
    addedAt: '2026-01-01T00:00:00.000Z',
    enrollments: 0,
    rating: null,
    ratingCount: 0,
    totalSeats: 10,
    // @ts-expect-error `instructorEmail` is not a field of Course in openapi.yaml
    instructorEmail: 'grace@example.com',
  }),
);

// @ts-expect-error `/courses/{id}/ratings` is not a path of openapi.yaml
const unknownPath = http.get('/courses/{id}/ratings', ({ response }) => response(200).json([]));

const wrongStatus = http.get('/jobs', ({ response }) =>
  // @ts-expect-error GET /jobs declares no 404 response
  response(404).json({ error: 'nope' }),
);

describe('contract types', () => {
  it('are checked by tsc (these handlers only exist to be type-checked)', () => {
    expect([extraField, unknownPath, wrongStatus]).toHaveLength(3);
  });
});
