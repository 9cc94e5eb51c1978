import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@edugate/api-client/messages';
import type { Job, JobInput, NotificationList } from '@edugate/api-client';
import { startTestApi, type TestApi } from './support/harness.ts';
import type { TestUser } from './support/types.ts';
import { finishCourse, oneLessonCourse } from './support/one-lesson-course.ts';

/*
 * Jobs for you (docs/product.md, Jobs for you; ADR 25): a signed-in learner's verified skills
 * (unrevoked certificates' courses' skills) rank the job board ('Best match for you'), say which
 * of a job's skills they hold, and bring a notification when a job they hold at least half the
 * skills of is posted. Every response also passes the contract check of the harness.
 */

let api: TestApi;
let author: TestUser;
let poster: TestUser;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  [author, poster] = await Promise.all([
    api.user('match-author', 'Ada Author'),
    api.user('match-poster', 'Pat Poster'),
  ]);
});
afterAll(() => api?.close());

let unique = 0;
/** Skill names no other test uses, so each test's matches are its own. */
function skillNames(count: number): string[] {
  unique += 1;
  return Array.from({ length: count }, (_, i) => `Matchskill ${unique}-${i + 1}`);
}

/** A course of one article teaching `skills`, finished by `learner`: the certificate's id. */
async function certify(learner: TestUser, skills: string[]): Promise<string> {
  const taught = await oneLessonCourse(api, author, { title: 'Matching Course', skills });
  return (await finishCourse(api, learner, taught))._id;
}

const input = (title: string, skills: string[]): JobInput => ({
  title,
  company: 'Matchworks',
  location: 'Lyon, France',
  salary: 'EUR 40,000',
  type: 'Full-time',
  description: 'A job for people who hold the right skills.',
  requirements: [],
  benefits: [],
  skills,
});

async function post(title: string, skills: string[], by = poster): Promise<Job> {
  const response = await api.request<Job>('POST', '/jobs', {
    token: by.token,
    body: input(title, skills),
  });
  expect(response.status).toBe(201);
  return response.body;
}

async function list(word: string, user?: TestUser, sort?: 'match') {
  const query = new URLSearchParams({ q: word, ...(sort && { sort }) });
  const response = await api.request<Job[]>(
    'GET',
    `/jobs?${query}`,
    user ? { token: user.token } : {},
  );
  expect(response.status).toBe(200);
  return response;
}

async function matchNotifications(user: TestUser): Promise<NotificationList['notifications']> {
  const response = await api.request<NotificationList>('GET', '/notifications', {
    token: user.token,
  });
  expect(response.status).toBe(200);
  return response.body.notifications.filter((n) => n.kind === 'jobMatch');
}

describe("'Best match for you'", () => {
  it('ranks by the share of required skills held, then newest; jobs requiring none last', async () => {
    const [a, b, c, d] = skillNames(4) as [string, string, string, string];
    const learner = await api.user('ranker');
    await certify(learner, [a, b]);
    // Posted oldest first: the order of posting must not be what the ranking shows.
    const none = await post('Quokkarank Without Skills', []);
    const quarter = await post('Quokkarank Quarter', [a, c, d, 'Unheld Extra']);
    const halfOld = await post('Quokkarank Half Old', [a, c]);
    const zero = await post('Quokkarank Zero', [c, d]);
    const full = await post('Quokkarank Full', [b, a]);
    const halfNew = await post('Quokkarank Half New', [d, b]);
    const noneNew = await post('Quokkarank Without Skills New', []);

    const ranked = await list('quokkarank', learner, 'match');
    expect(ranked.body.map((job) => job._id)).toEqual([
      full._id,
      halfNew._id, // a tie on the share: newest first
      halfOld._id,
      quarter._id,
      zero._id,
      noneNew._id,
      none._id,
    ]);
    expect(ranked.headers['x-total-count']).toBe('7');
    // k of n: the held skills in the job's order.
    const byId = new Map(ranked.body.map((job) => [job._id, job]));
    expect(byId.get(full._id)?.skillsHeld).toEqual([b, a]);
    expect(byId.get(quarter._id)?.skillsHeld).toEqual([a]);
    expect(byId.get(quarter._id)?.skills).toHaveLength(4);
    expect(byId.get(zero._id)?.skillsHeld).toEqual([]);
    expect(byId.get(none._id)?.skillsHeld).toEqual([]);

    // Paged, the same order.
    const page = await api.request<Job[]>('GET', '/jobs?q=quokkarank&sort=match&limit=2&offset=2', {
      token: learner.token,
    });
    expect(page.body.map((job) => job._id)).toEqual([halfOld._id, quarter._id]);
    // A page across the tiers: the last match-less job requiring skills, then none required.
    const across = await api.request<Job[]>(
      'GET',
      '/jobs?q=quokkarank&sort=match&limit=2&offset=4',
      { token: learner.token },
    );
    expect(across.body.map((job) => job._id)).toEqual([zero._id, noneNew._id]);
  });

  it('is newest first for a learner without verified skills (jobs requiring none still last)', async () => {
    const [a] = skillNames(1) as [string];
    const learner = await api.user('unskilled');
    const old = await post('Wombatrank Old', [a]);
    const none = await post('Wombatrank None', []);
    const recent = await post('Wombatrank Recent', [a]);
    const ranked = await list('wombatrank', learner, 'match');
    expect(ranked.body.map((job) => job._id)).toEqual([recent._id, old._id, none._id]);
  });

  it("follows a job's edits over the whole board: its skills, its type, closing and reopening", async () => {
    const [a, b, c, d] = skillNames(4) as [string, string, string, string];
    const learner = await api.user('follower');
    await certify(learner, [a, b]);
    const half = await post('Ibexrank Half', [a, c]);
    const full = await post('Ibexrank Full', [b]);
    // No search: the ranking of every open job, the learner's two matches first.
    const top = async (query = '') => {
      const response = await api.request<Job[]>('GET', `/jobs?sort=match&limit=2${query}`, {
        token: learner.token,
      });
      expect(response.status).toBe(200);
      return response.body.map((job) => job._id);
    };
    const edit = async (job: Job, change: Partial<JobInput>) => {
      const response = await api.request<Job>('PUT', `/jobs/${job._id}`, {
        token: poster.token,
        body: { ...input(job.title, job.skills ?? []), ...change },
      });
      expect(response.status).toBe(200);
      return response.body;
    };
    const setStatus = async (job: Job, status: 'open' | 'closed') => {
      const response = await api.request<Job>('PATCH', `/jobs/${job._id}`, {
        token: poster.token,
        body: { status },
      });
      expect(response.status).toBe(200);
    };
    expect(await top()).toEqual([full._id, half._id]);

    // Two more skills required: 1 of 3 now ranks below 1 of 2.
    const fullEdited = await edit(full, { skills: [b, c, d] });
    expect(await top()).toEqual([half._id, full._id]);
    // Another type: the type's filter finds it among the matches.
    await edit(fullEdited, { skills: [b, c, d], type: 'Contract' });
    expect((await top('&type=Contract'))[0]).toBe(full._id);
    expect(await top('&type=Full-time')).not.toContain(full._id);

    await setStatus(half, 'closed');
    expect(await top()).not.toContain(half._id);
    await setStatus(half, 'open');
    expect(await top()).toEqual([half._id, full._id]);
  });

  it('sees a certificate at once: the ranking and a job page read just before it are not kept', async () => {
    const [a, b, c] = skillNames(3) as [string, string, string];
    const learner = await api.user('newly-certified');
    const wanted = await post('Ocelotrank Wanted', [a, b]);
    // Newer, so first for a learner without skills.
    await post('Ocelotrank Newer', [c]);
    const read = async () => {
      const [ranked, page] = await Promise.all([
        api.request<Job[]>('GET', '/jobs?sort=match&limit=1', { token: learner.token }),
        api.request<Job>('GET', `/jobs/${wanted._id}`, { token: learner.token }),
      ]);
      expect([ranked.status, page.status]).toEqual([200, 200]);
      return { first: ranked.body[0], page: page.body };
    };
    const taught = await oneLessonCourse(api, author, { title: 'Ocelot Course', skills: [b] });
    const enrolled = await api.request('POST', '/enrollments', {
      token: learner.token,
      body: { courseId: taught.courseId },
    });
    expect(enrolled.status).toBe(201);
    const before = await read();
    expect(before.first?._id).not.toBe(wanted._id);
    expect(before.page.skillsHeld).toEqual([]);
    // Finishing the lesson issues the certificate inside the completion's own transaction,
    // which changes nothing any other reader sees (it clears no cache).
    const done = await api.request<{ certificate: unknown }>(
      'PUT',
      `/courses/${taught.courseId}/lessons/${taught.lessonId}/completion`,
      { token: learner.token },
    );
    expect(done.body.certificate).not.toBeNull();
    const after = await read();
    expect(after.first?._id).toBe(wanted._id);
    expect(after.first?.skillsHeld).toEqual([b]);
    expect(after.page.skillsHeld).toEqual([b]);
  });

  it('is 400 signed out, naming why', async () => {
    const response = await api.request<{ error: string }>('GET', '/jobs?sort=match');
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(messages.matchSortNeedsSignIn);
  });

  it('stops counting a skill once its certificate is revoked', async () => {
    const [a, b] = skillNames(2) as [string, string];
    const learner = await api.user('revoker');
    const certificate = await certify(learner, [a]);
    const job = await post('Numbatrank Revoked', [a, b]);
    expect((await list('numbatrank', learner)).body[0]?.skillsHeld).toEqual([a]);
    const revoked = await api.request('POST', `/certificates/${certificate}/revoke`, {
      token: learner.token,
    });
    expect(revoked.status).toBe(200);
    expect((await list('numbatrank', learner)).body[0]?.skillsHeld).toEqual([]);
    const page = await api.request<Job>('GET', `/jobs/${job._id}`, { token: learner.token });
    expect(page.body.skillsHeld).toEqual([]);
  });
});

describe('skills held, and caching', () => {
  it('signed in, every job of the list and the job page carry skillsHeld, kept private', async () => {
    const [a, b, c] = skillNames(3) as [string, string, string];
    const learner = await api.user('holder');
    await certify(learner, [c, a]);
    const job = await post('Dingorank Held', [a, b, c]);
    const signedIn = await list('dingorank', learner);
    expect(signedIn.body[0]?.skillsHeld).toEqual([a, c]);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.vary).toBe('Origin, Authorization');

    const page = await api.request<Job>('GET', `/jobs/${job._id}`, { token: learner.token });
    expect(page.status).toBe(200);
    expect(page.body.skillsHeld).toEqual([a, c]);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toBe('Origin, Authorization');
  });

  it('signed out, the list and the job page are unchanged: no skillsHeld, publicly cacheable', async () => {
    const [a] = skillNames(1) as [string];
    const learner = await api.user('sharer');
    await certify(learner, [a]);
    const job = await post('Koalarank Public', [a]);
    // A signed-in read first: it must leave nothing of its own in the shared read cache.
    await list('koalarank', learner);
    await api.request('GET', `/jobs/${job._id}`, { token: learner.token });

    const signedOut = await list('koalarank');
    expect(signedOut.body).toEqual([job]);
    expect(signedOut.body[0]).not.toHaveProperty('skillsHeld');
    expect(signedOut.headers['cache-control']).toBeUndefined();
    expect(signedOut.headers.vary).toBe('Origin');
    const page = await api.request<Job>('GET', `/jobs/${job._id}`);
    expect(page.body).toEqual(job);
    expect(page.headers['cache-control']).toBe('public, no-cache');
    expect(page.headers.vary).toBe('Origin');
  });

  it('a bad token is 401, not a signed-out answer', async () => {
    const response = await api.request('GET', '/jobs', { token: 'not-a-token' });
    expect(response.status).toBe(401);
  });
});

describe("'A new job matches your skills'", () => {
  it('reaches learners holding at least half the skills, not fewer, not the poster', async () => {
    const [a, b, c, d] = skillNames(4) as [string, string, string, string];
    const [half, less, settingOn] = await Promise.all([
      api.user('half'),
      api.user('less'),
      api.user('setting-on'),
    ]);
    await certify(half, [a, b]);
    await certify(less, [c]);
    await certify(settingOn, [a, b, c, d]);
    await certify(poster, [a, b, c, d]);
    // An explicit 'on' row behaves like no row.
    await api.database.db.write(
      'INSERT INTO account_settings (user_email, job_match_notifications) VALUES ($1, true)',
      [settingOn.email],
    );
    const job = await post('Platypusrank Match', [a, b, c, d]);

    const [notice] = await matchNotifications(half);
    expect(notice).toMatchObject({
      kind: 'jobMatch',
      subject: 'Platypusrank Match',
      company: 'Matchworks',
      jobId: job._id,
      read: false,
    });
    expect(await matchNotifications(settingOn)).toHaveLength(1);
    expect(await matchNotifications(less)).toEqual([]);
    expect(await matchNotifications(poster)).toEqual([]);
  });

  it('skips learners who turned it off, a job requiring no skills, and edits', async () => {
    const [a, b] = skillNames(2) as [string, string];
    const [off, on] = await Promise.all([api.user('off'), api.user('on')]);
    await certify(off, [a]);
    await certify(on, [a]);
    await api.database.db.write(
      'INSERT INTO account_settings (user_email, job_match_notifications) VALUES ($1, false)',
      [off.email],
    );
    await post('Echidnarank Nothing Required', []);
    const job = await post('Echidnarank Once', [a, b]);
    expect(await matchNotifications(off)).toEqual([]);
    expect(await matchNotifications(on)).toHaveLength(1);

    const edited = await api.request('PUT', `/jobs/${job._id}`, {
      token: poster.token,
      body: input('Echidnarank Once Edited', [a]),
    });
    expect(edited.status).toBe(200);
    expect(await matchNotifications(on)).toHaveLength(1);
  });

  it('is written in the posting transaction: a post that fails writes none', async () => {
    const [a] = skillNames(1) as [string];
    const learner = await api.user('rollback');
    await certify(learner, [a]);
    const db = api.database.db;
    // Fail the post at its last step, after the notifications' statement ran.
    await db.write(`CREATE FUNCTION fail_doomed_job() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.subject = 'Doomed Capybararank' THEN RAISE EXCEPTION 'doomed'; END IF;
        RETURN NEW;
      END $$`);
    await db.write(`CREATE TRIGGER fail_doomed_job AFTER INSERT ON notifications
      FOR EACH ROW EXECUTE FUNCTION fail_doomed_job()`);
    try {
      const response = await api.request('POST', '/jobs', {
        token: poster.token,
        body: input('Doomed Capybararank', [a]),
      });
      expect(response.status).toBe(500);
    } finally {
      await db.write('DROP TRIGGER fail_doomed_job ON notifications');
      await db.write('DROP FUNCTION fail_doomed_job()');
    }
    expect(await matchNotifications(learner)).toEqual([]);
    expect((await list('capybararank')).body).toEqual([]);
  });
});
