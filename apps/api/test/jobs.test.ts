import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_TYPES } from '../src/catalogue.ts';
import { startTestApi, type TestApi } from './support/harness.ts';
import { defined } from '../src/util/defined.ts';
import type { Job } from './support/types.ts';

const jobInput = {
  title: 'Junior Frontend Developer',
  company: 'Brightpath Labs',
  location: 'Berlin, Germany',
  salary: 'EUR 48,000 - 56,000',
  type: 'Part-time',
  description: 'Build accessible React interfaces.',
  requirements: ['React', '  ', 'English'],
  benefits: ['Learning budget'],
};

let api: TestApi;
let poster: { email: string; token: string };

beforeAll(async () => {
  api = await startTestApi();
  poster = await api.user('poster');
});
afterAll(() => api?.close());

describe('GET /jobs', () => {
  it('lists seeded jobs, newest first, at least ten of every type', async () => {
    const response = await api.request<Job[]>('GET', '/jobs');
    expect(response.status).toBe(200);
    for (const type of JOB_TYPES) {
      expect(response.body.filter((job) => job.type === type).length, type).toBeGreaterThanOrEqual(
        10,
      );
    }
    const dates = response.body.map((job) => Date.parse(job.postedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('seeds a board a person would believe: distinct jobs, every type early, weeks of posts', async () => {
    const jobs = (await api.request<Job[]>('GET', '/jobs')).body;
    const newest = jobs.slice(0, 20);
    // No two cards of the first screens alike, and no two jobs anywhere with the same title.
    const distinct = (values: string[]) => new Set(values).size;
    expect(distinct(newest.map((job) => `${job.title} @ ${job.company}`))).toBe(20);
    expect(distinct(jobs.map((job) => job.title))).toBe(jobs.length);
    expect(distinct(newest.map((job) => job.company))).toBe(20);
    expect(distinct(newest.map((job) => job.location))).toBeGreaterThanOrEqual(15);
    expect(distinct(newest.map((job) => job.salary))).toBe(20);
    expect(distinct(newest.map((job) => job.description))).toBe(20);
    // Every type among the first five cards.
    expect(new Set(jobs.slice(0, 5).map((job) => job.type))).toEqual(new Set(JOB_TYPES));
    // Posted over several weeks, each at its own time.
    const dates = jobs.map((job) => Date.parse(job.postedAt));
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(14 * 86_400_000);
    expect(distinct(jobs.map((job) => job.postedAt))).toBe(jobs.length);
    // Descriptions in paragraphs and lists, as a person writes them.
    expect(jobs.every((job) => job.description.includes('\n'))).toBe(true);
    expect(jobs.every((job) => job.requirements.length > 0 && job.benefits.length > 0)).toBe(true);
  });
});

describe('POST /jobs', () => {
  it('posts a job with the server time, dropping blank lines', async () => {
    const response = await api.request<Job>('POST', '/jobs', {
      token: poster.token,
      body: jobInput,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: jobInput.title,
      type: 'Part-time',
      requirements: ['React', 'English'],
    });
    expect(Math.abs(Date.parse(response.body.postedAt) - Date.now())).toBeLessThan(60_000);
    const list = await api.request<Job[]>('GET', '/jobs');
    expect(list.body[0]?._id).toBe(response.body._id);
  });

  it('defaults requirements and benefits to empty lists', async () => {
    const { requirements: _r, benefits: _b, ...minimal } = jobInput;
    const response = await api.request<Job>('POST', '/jobs', {
      token: poster.token,
      body: minimal,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ requirements: [], benefits: [] });
  });

  it('refuses anonymous posts, bad types and unknown fields', async () => {
    expect((await api.request('POST', '/jobs', { body: jobInput })).status).toBe(401);
    const badType = await api.request<{ error: string }>('POST', '/jobs', {
      token: poster.token,
      body: { ...jobInput, type: 'Gig' },
    });
    expect(badType.status).toBe(400);
    expect(badType.body.error).toMatch(/^body\/type must be one of: Full-time/);
    const extra = await api.request('POST', '/jobs', {
      token: poster.token,
      body: { ...jobInput, salaryMax: 1 },
    });
    expect(extra.status).toBe(400);
  });
});

describe('POST /jobs/{id}/apply', () => {
  it('accepts one application per user and job, then 409', async () => {
    const [job] = (await api.request<Job[]>('GET', '/jobs')).body;
    const applicant = await api.user('applicant');
    const application = { resumeUrl: 'https://example.com/cv.pdf', coverLetter: 'Hello' };
    const first = await api.request<{ message: string; applicationId: string }>(
      'POST',
      `/jobs/${defined(job)._id}/apply`,
      {
        token: applicant.token,
        body: application,
      },
    );
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Application submitted successfully!');
    const second = await api.request<{ error: string }>('POST', `/jobs/${defined(job)._id}/apply`, {
      token: applicant.token,
      body: application,
    });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatch(/already applied/);
    const someoneElse = await api.user('applicant');
    expect(
      (
        await api.request('POST', `/jobs/${defined(job)._id}/apply`, {
          token: someoneElse.token,
          body: { resumeUrl: 'http://cv.example/x' },
        })
      ).status,
    ).toBe(201);
  });

  it('answers 404 for an unknown job, 400 for a non-http resume URL, 401 when signed out', async () => {
    const applicant = await api.user('applicant');
    const body = { resumeUrl: 'https://example.com/cv.pdf' };
    expect(
      (
        await api.request('POST', '/jobs/00000000-0000-4000-8000-000000000000/apply', {
          token: applicant.token,
          body,
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.request('POST', '/jobs/abc/apply', { token: applicant.token, body })).status,
    ).toBe(404);
    const [job] = (await api.request<Job[]>('GET', '/jobs')).body;
    const url = `/jobs/${defined(job)._id}/apply`;
    const bad = await api.request<{ error: string }>('POST', url, {
      token: applicant.token,
      body: { resumeUrl: 'file:///etc/passwd' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('body/resumeUrl must be an http(s) URL');
    expect((await api.request('POST', url, { body })).status).toBe(401);
  });
});
