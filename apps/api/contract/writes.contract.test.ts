import { beforeAll, describe, expect, it } from 'vitest';
import { clientForThisFile, courseInput, jobInput, runId } from './support/target.ts';
import type { Course, ErrorBody, Job, User } from './support/target.ts';
import { asCreated } from '../test/support/new-course.ts';

const api = clientForThisFile();
let owner: User;
let other: User;

beforeAll(async () => {
  [owner, other] = await Promise.all([api.user('owner', 'Olivia Owner'), api.user('other')]);
});

describe('courses', () => {
  it('are created, listed as mine, updated and deleted by their owner', async () => {
    const input = courseInput({ category: 'game development' });
    const created = await api.request<Course>('POST', '/courses', {
      token: owner.token,
      body: input,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(asCreated(input, 'Olivia Owner'));
    expect(Math.abs(Date.parse(created.body.addedAt) - Date.now())).toBeLessThan(5 * 60_000);
    const id = created.body._id;
    expect((await api.request<Course>('GET', `/courses/${id}`)).body).toEqual(created.body);

    const mine = await api.request<Course[]>('GET', '/courses/my-courses', { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((course) => course._id)).toEqual([id]);
    const theirs = await api.request<Course[]>('GET', '/courses/my-courses', {
      token: other.token,
    });
    expect(theirs.body.map((course) => course._id)).not.toContain(id);

    const change = courseInput({ title: 'Renamed by its owner', category: 'cybersecurity' });
    const updated = await api.request<Course>('PUT', `/courses/${id}`, {
      token: owner.token,
      body: change,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ...change, _id: id, addedAt: created.body.addedAt });
    expect((await api.request<Course>('GET', `/courses/${id}`)).body).toEqual(updated.body);

    const deleted = await api.request('DELETE', `/courses/${id}`, { token: owner.token });
    expect(deleted.status).toBe(204);
    expect((await api.request('GET', `/courses/${id}`)).status).toBe(404);
    expect((await api.request('DELETE', `/courses/${id}`, { token: owner.token })).status).toBe(
      404,
    );
    const gone = await api.request<ErrorBody>('PUT', `/courses/${id}`, {
      token: owner.token,
      body: change,
    });
    expect(gone.status).toBe(404);
    expect(
      (await api.request<Course[]>('GET', '/courses/my-courses', { token: owner.token })).body,
    ).toEqual([]);
  });

  it('answer 403 to anyone but the owner, and stay as they were', async () => {
    const created = await api.request<Course>('POST', '/courses', {
      token: owner.token,
      body: courseInput(),
    });
    const id = created.body._id;
    const put = await api.request<ErrorBody>('PUT', `/courses/${id}`, {
      token: other.token,
      body: courseInput({ title: 'Hijacked' }),
    });
    expect(put.status).toBe(403);
    expect(put.body.error.length).toBeGreaterThan(0);
    const del = await api.request<ErrorBody>('DELETE', `/courses/${id}`, { token: other.token });
    expect(del.status).toBe(403);
    expect((await api.request<Course>('GET', `/courses/${id}`)).body).toEqual(created.body);
  });

  it('can be added and edited without a category, as clients of the original API send them', async () => {
    const { category: _category, ...bare } = courseInput({ title: `No category ${runId}` });
    const created = await api.request<Course>('POST', '/courses', {
      token: owner.token,
      body: bare,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(bare);
    expect(created.body.category).toBeUndefined();
    const id = created.body._id;
    const search = `/courses?q=${encodeURIComponent(`No category ${runId}`)}&limit=100`;
    const filtered = await api.request<Course[]>('GET', `${search}&category=web%20development`);
    expect(filtered.body.map((course) => course._id)).not.toContain(id);
    const all = await api.request<Course[]>('GET', `${search}&category=all`);
    expect(all.body.map((course) => course._id)).toContain(id);

    const edited = await api.request<Course>('PUT', `/courses/${id}`, {
      token: owner.token,
      body: { ...bare, title: `No category, edited ${runId}` },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.category).toBeUndefined();
    const categorised = await api.request<Course>('PUT', `/courses/${id}`, {
      token: owner.token,
      body: { ...bare, category: 'cybersecurity' },
    });
    expect(categorised.body.category).toBe('cybersecurity');
    // PUT replaces every editable field: leaving the category out removes it.
    const cleared = await api.request<Course>('PUT', `/courses/${id}`, {
      token: owner.token,
      body: bare,
    });
    expect(cleared.body.category).toBeUndefined();
  });

  it('are refused (400) to an account without a display name, as are jobs: no e-mail is shown instead', async () => {
    const nameless = await api.user('nameless', null);
    const course = await api.request<ErrorBody>('POST', '/courses', {
      token: nameless.token,
      body: courseInput(),
    });
    expect(course.status).toBe(400);
    expect(course.body.error.length).toBeGreaterThan(0);
    const job = await api.request<ErrorBody>('POST', '/jobs', {
      token: nameless.token,
      body: jobInput(),
    });
    expect(job.status).toBe(400);
    expect(job.body.error).toBe(course.body.error);
  });
});

describe('jobs', () => {
  it('are posted, listed, and applied to once per user (a second application is 409)', async () => {
    const input = jobInput();
    const posted = await api.request<Job>('POST', '/jobs', { token: owner.token, body: input });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject(input);
    expect(Math.abs(Date.parse(posted.body.postedAt) - Date.now())).toBeLessThan(5 * 60_000);
    const listed = await api.request<Job[]>('GET', '/jobs');
    expect(listed.body.find((job) => job._id === posted.body._id)).toEqual(posted.body);

    const path = `/jobs/${posted.body._id}/apply`;
    const application = { resumeUrl: 'https://example.com/cv.pdf', coverLetter: 'Hello.' };
    const first = await api.request<{ message: string; applicationId: string }>('POST', path, {
      token: other.token,
      body: application,
    });
    expect(first.status).toBe(201);
    const again = await api.request<ErrorBody>('POST', path, {
      token: other.token,
      body: application,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.length).toBeGreaterThan(0);
    // The poster may not apply to their own job (docs/product.md, The job board's two sides).
    const owners = await api.request<ErrorBody>('POST', path, {
      token: owner.token,
      body: { resumeUrl: 'https://example.com/owner.pdf' },
    });
    expect(owners.status).toBe(403);
    expect(owners.body.error.length).toBeGreaterThan(0);
  });

  it('default requirements and benefits to empty lists when omitted', async () => {
    const { requirements: _r, benefits: _b, ...bare } = jobInput();
    const posted = await api.request<Job & { requirements: string[]; benefits: string[] }>(
      'POST',
      '/jobs',
      { token: owner.token, body: bare },
    );
    expect(posted.status).toBe(201);
    expect(posted.body.requirements).toEqual([]);
    expect(posted.body.benefits).toEqual([]);
  });

  it('answer 404 when applying to a job that does not exist', async () => {
    const response = await api.request<ErrorBody>(
      'POST',
      '/jobs/00000000-0000-4000-8000-000000000000/apply',
      { token: other.token, body: { resumeUrl: 'https://example.com/cv.pdf' } },
    );
    expect(response.status).toBe(404);
  });
});
