import { beforeAll, describe, expect, it } from 'vitest';
import { compareByRating } from '@edugate/api-client';
import {
  clientForThisFile,
  courseInput,
  runId,
  type Course,
  type ErrorBody,
  type Job,
  type SeatInfo,
} from './support/target.ts';

const api = clientForThisFile();
/** The courses this file created, oldest first; `q=marker` matches exactly these. */
let created: Course[] = [];
const marker = `zq${runId}`;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  const [owner, first, second] = await Promise.all([
    api.user('catalogue-owner', 'Catalogue Owner'),
    api.user('catalogue-learner'),
    api.user('catalogue-learner'),
  ]);
  // The marker sits in the title of some courses and only in the description of others, with an
  // upper-case spelling, so search is seen to cover both fields case-insensitively.
  const inputs = [
    courseInput({ title: `Alpha ${marker}`, category: 'data science' }),
    courseInput({
      title: 'Beta',
      description: `About ${marker.toUpperCase()}.`,
      category: 'data science',
    }),
    courseInput({ title: `Gamma ${marker}`, category: 'data science' }),
    courseInput({ title: `Delta ${marker}`, category: 'cybersecurity' }),
    courseInput({ title: 'Epsilon', description: `On ${marker}`, category: 'cybersecurity' }),
  ];
  created = [];
  for (const input of inputs) {
    // One at a time, so addedAt follows creation order.
    const response = await api.request<Course>('POST', '/courses', {
      token: owner.token,
      body: input,
    });
    expect(response.status).toBe(201);
    created.push(response.body);
  }
  // Gamma gets two enrollments, Beta one, so enrollments_desc has a known head.
  const [, beta, gamma] = created.map((course) => course._id);
  for (const [user, courseId] of [
    [first, gamma],
    [second, gamma],
    [first, beta],
  ] as const) {
    const response = await api.request('POST', '/enrollments', {
      token: user.token,
      body: { courseId },
    });
    expect(response.status).toBe(201);
  }
});

const idsOf = (courses: Course[]) => courses.map((course) => course._id);

describe('GET /courses', () => {
  it('answers a page of at most 20 by default, with an integer X-Total-Count', async () => {
    const response = await api.request<Course[]>('GET', '/courses');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThanOrEqual(20);
    const total = Number(response.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(created.length);
    expect(response.body.length).toBe(Math.min(20, total));
  });

  it('searches title and description case-insensitively, and counts the matches', async () => {
    for (const q of [marker, marker.toUpperCase()]) {
      const response = await api.request<Course[]>('GET', `/courses?q=${q}&limit=100`);
      expect(response.status).toBe(200);
      expect(new Set(idsOf(response.body))).toEqual(new Set(idsOf(created)));
      expect(response.headers['x-total-count']).toBe(String(created.length));
    }
    const none = await api.request<Course[]>('GET', `/courses?q=${marker}-nothing-matches`);
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('sorts newest first by default, and by enrollments or rating descending', async () => {
    const newest = await api.request<Course[]>('GET', `/courses?q=${marker}`);
    const dates = newest.body.map((course) => Date.parse(course.addedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates[0]).toBe(Math.max(...created.map((course) => Date.parse(course.addedAt))));

    const popular = await api.request<Course[]>(
      'GET',
      `/courses?q=${marker}&sort=enrollments_desc`,
    );
    expect(popular.body.slice(0, 2).map((course) => [course._id, course.enrollments])).toEqual([
      [created[2]?._id, 2],
      [created[1]?._id, 1],
    ]);
    const counts = popular.body.map((course) => course.enrollments);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const rated = await api.request<Course[]>('GET', `/courses?q=${marker}&sort=rating_desc`);
    // Highest Rated (docs/product.md, Ratings & Reviews): rating, then ratingCount, then newest; unrated last.
    expect(rated.body).toEqual([...rated.body].sort(compareByRating));
    expect(new Set(idsOf(rated.body))).toEqual(new Set(idsOf(created)));
  });

  it('pages with limit and offset in a stable order, the total ignoring both', async () => {
    for (const sort of ['addedAt_desc', 'enrollments_desc', 'rating_desc']) {
      const all = await api.request<Course[]>('GET', `/courses?q=${marker}&sort=${sort}&limit=100`);
      const pages: Course[] = [];
      for (const offset of [0, 2, 4]) {
        const page = await api.request<Course[]>(
          'GET',
          `/courses?q=${marker}&sort=${sort}&limit=2&offset=${offset}`,
        );
        expect(page.status).toBe(200);
        expect(page.body.length).toBe(offset === 4 ? 1 : 2);
        expect(page.headers['x-total-count']).toBe(String(created.length));
        pages.push(...page.body);
      }
      expect(idsOf(pages), sort).toEqual(idsOf(all.body));
    }
    const beyond = await api.request<Course[]>('GET', `/courses?q=${marker}&offset=1000`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe(String(created.length));
  });

  it('filters by exact category case-insensitively; all means no filter', async () => {
    const science = await api.request<Course[]>(
      'GET',
      `/courses?q=${marker}&category=Data%20Science`,
    );
    expect(new Set(idsOf(science.body))).toEqual(new Set(idsOf(created.slice(0, 3))));
    expect(science.headers['x-total-count']).toBe('3');
    const partial = await api.request<Course[]>('GET', `/courses?q=${marker}&category=data`);
    expect(partial.body).toEqual([]);
    expect(partial.headers['x-total-count']).toBe('0');
    const all = await api.request<Course[]>('GET', `/courses?q=${marker}&category=all`);
    expect(all.headers['x-total-count']).toBe(String(created.length));
  });

  it('answers 400 with { error } for out-of-range parameters', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'sort=title_asc']) {
      const response = await api.request<ErrorBody>('GET', `/courses?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.length, query).toBeGreaterThan(0);
    }
  });
});

describe('GET /courses/{id}', () => {
  it('answers the same course the list shows', async () => {
    const [listed] = (await api.request<Course[]>('GET', `/courses?q=${marker}&limit=1`)).body;
    expect(listed).toBeDefined();
    const response = await api.request<Course>('GET', `/courses/${listed?._id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(listed);
  });

  it('answers 404 with { error } for an id that does not exist', async () => {
    for (const id of [UNKNOWN_ID, `missing-${runId}`]) {
      const response = await api.request<ErrorBody>('GET', `/courses/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.body.error.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /enrollments/seats/{courseId}', () => {
  it('answers totalSeats - enrollments as the available seats', async () => {
    for (const course of created) {
      const fresh = (await api.request<Course>('GET', `/courses/${course._id}`)).body;
      const seats = await api.request<SeatInfo>('GET', `/enrollments/seats/${course._id}`);
      expect(seats.status).toBe(200);
      expect(seats.body).toEqual({
        courseId: course._id,
        totalSeats: fresh.totalSeats,
        availableSeats: fresh.totalSeats - fresh.enrollments,
        isFull: fresh.enrollments >= fresh.totalSeats,
      });
    }
    const gamma = await api.request<SeatInfo>('GET', `/enrollments/seats/${created[2]?._id}`);
    expect(gamma.body.availableSeats).toBe(gamma.body.totalSeats - 2);
  });

  it('answers 404 for an unknown course', async () => {
    expect((await api.request('GET', `/enrollments/seats/${UNKNOWN_ID}`)).status).toBe(404);
  });
});

describe('GET /jobs', () => {
  it('answers every job, newest first', async () => {
    const response = await api.request<Job[]>('GET', '/jobs');
    expect(response.status).toBe(200);
    const dates = response.body.map((job) => Date.parse(job.postedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
