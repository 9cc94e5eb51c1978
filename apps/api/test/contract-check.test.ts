import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract/load.ts';
import { assertMatchesContract, findOperation } from './support/contract-check.ts';

const course = {
  _id: '6f1c2d3e-0000-4000-8000-000000000001',
  title: 'T',
  description: 'D',
  imageUrl: 'http://localhost:4000/assets/courses/x.svg',
  duration: '1 week',
  category: 'data science',
  addedByName: 'Ada',
  addedAt: '2026-01-01T00:00:00.000Z',
  enrollments: 1,
  rating: 4.5,
  ratingCount: 2,
  totalSeats: 30,
  outcomes: ['Read a histogram'],
  skills: ['Statistics'],
};
const ok = (body: unknown, status = 200, headers = {}) => ({
  status,
  headers,
  body: JSON.stringify(body),
});

describe('the contract check used on every test response', () => {
  it('accepts a conforming response', () => {
    expect(() => assertMatchesContract('GET', `/courses/${course._id}`, ok(course))).not.toThrow();
    expect(() =>
      assertMatchesContract('GET', '/courses?limit=1', ok([course], 200, { 'x-total-count': '1' })),
    ).not.toThrow();
  });

  it('rejects an undeclared field, a wrong type, an undeclared status and a missing header', () => {
    expect(() =>
      assertMatchesContract(
        'GET',
        `/courses/${course._id}`,
        ok({ ...course, ownerEmail: 'a@b.c' }),
      ),
    ).toThrow(/additional properties/);
    expect(() =>
      assertMatchesContract('GET', `/courses/${course._id}`, ok({ ...course, rating: '4.5' })),
    ).toThrow(/number/);
    expect(() =>
      assertMatchesContract('GET', `/courses/${course._id}`, ok({ error: 'x' }, 418)),
    ).toThrow(/not declared/);
    expect(() => assertMatchesContract('GET', '/courses', ok([course]))).toThrow(/x-total-count/);
    expect(() => assertMatchesContract('DELETE', `/courses/${course._id}`, ok({}, 204))).toThrow(
      /no body/,
    );
  });

  it('routes static paths before templated ones', () => {
    expect(findOperation('GET', '/courses/my-courses')?.operationId).toBe('listMyCourses');
    expect(findOperation('GET', '/courses/abc')?.operationId).toBe('getCourse');
  });

  it('declares 413 and 415 on every write, with a body or without one', () => {
    // The server refuses an oversized or non-JSON body on any write before its handler runs, so
    // an operation that takes no body answers them too (a validating proxy flags them otherwise).
    const writes = loadContract().operations.filter((op) => op.method !== 'GET');
    const undeclared = writes
      .filter((op) => !('413' in op.responses && '415' in op.responses))
      .map((op) => op.operationId);
    expect(undeclared).toEqual([]);
  });

  it('resolves every $ref of openapi.yaml', () => {
    expect(JSON.stringify(loadContract().operations)).not.toContain('$ref');
  });
});
