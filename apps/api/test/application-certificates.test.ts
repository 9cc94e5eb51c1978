import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_ATTACHED_CERTIFICATES } from '@edugate/api-client/constants';
import { messages } from '@edugate/api-client/messages';
import type {
  Certificate,
  Job,
  JobInput,
  ReceivedApplication,
  SentApplication,
} from '@edugate/api-client';
import { startTestApi, type TestApi } from './support/harness.ts';
import type { TestUser } from './support/types.ts';
import {
  finishCourse,
  oneLessonCourse,
  type OneLessonCourse,
} from './support/one-lesson-course.ts';

/*
 * Applying with certificates (docs/product.md, Applying with certificates): an applicant attaches
 * their own certificates; the job's poster sees each checked from its stored credential and the
 * status list, and how many of the job's required skills the attached certificates prove. Every
 * response also passes the contract check of the harness.
 */

let api: TestApi;
let author: TestUser;
let poster: TestUser;

const jobInput: JobInput = {
  title: 'Data Analyst',
  company: 'Ledger & Co',
  location: 'Leeds, UK',
  salary: 'GBP 38,000',
  type: 'Full-time',
  description: 'Turn our sales data into decisions.',
  requirements: [],
  benefits: [],
};

const MISSING = '9c9c9c9c-0000-4000-8000-0000000000ff';

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  [author, poster] = await Promise.all([
    api.user('author', 'Ada Author'),
    api.user('poster', 'Pat Poster'),
  ]);
});
afterAll(() => api?.close());

/** A course of one article teaching these skills. */
const course = (title: string, skills: string[]) =>
  oneLessonCourse(api, author, { title, skills, category: 'data science' });

/** The learner finishes the course: their certificate. */
const finish = (learner: TestUser, taught: OneLessonCourse) => finishCourse(api, learner, taught);

async function postJob(skills: string[], title = jobInput.title): Promise<Job> {
  const response = await api.request<Job>('POST', '/jobs', {
    token: poster.token,
    body: { ...jobInput, title, skills },
  });
  expect(response.status).toBe(201);
  return response.body;
}

const apply = (user: TestUser, jobId: string, certificateIds?: string[]) =>
  api.request<{ error?: string; applicationId?: string }>('POST', `/jobs/${jobId}/apply`, {
    token: user.token,
    body: {
      resumeUrl: 'https://example.com/cv.pdf',
      ...(certificateIds ? { certificateIds } : {}),
    },
  });

/** The applicant's own applications (My Applications). */
async function mine(user: TestUser): Promise<SentApplication[]> {
  const response = await api.request<SentApplication[]>('GET', '/applications/mine', {
    token: user.token,
  });
  expect(response.status).toBe(200);
  return response.body;
}

async function applications(jobId: string, sort?: string): Promise<ReceivedApplication[]> {
  const response = await api.request<ReceivedApplication[]>(
    'GET',
    `/jobs/${jobId}/applications${sort ? `?sort=${sort}` : ''}`,
    { token: poster.token },
  );
  expect(response.status).toBe(200);
  return response.body;
}

let sqlCourse: { courseId: string; lessonId: string };
let vizCourse: { courseId: string; lessonId: string };

beforeAll(async () => {
  sqlCourse = await course('SQL for Analysts', ['SQL', 'Data modelling']);
  vizCourse = await course('Charts that Speak', ['Data visualisation']);
});

describe("a certificate's skills", () => {
  it('are those its course teaches now, in GET /certificates/mine and on the certificate', async () => {
    const learner = await api.user('learner', 'Lena Learner');
    const certificate = await finish(learner, sqlCourse);
    expect(certificate.skills).toEqual(['SQL', 'Data modelling']);
    const mine = await api.request<Certificate[]>('GET', '/certificates/mine', {
      token: learner.token,
    });
    expect(mine.body.map((c) => c.skills)).toEqual([['SQL', 'Data modelling']]);
    const page = await api.request<Certificate>('GET', `/certificates/${certificate._id}`);
    expect(page.body.skills).toEqual(['SQL', 'Data modelling']);
  });

  it('are none once the course is deleted', async () => {
    const doomed = await course('Short-lived Course', ['Spreadsheets']);
    const learner = await api.user('learner', 'Lena Learner');
    const certificate = await finish(learner, doomed);
    expect(certificate.skills).toEqual(['Spreadsheets']);
    const removed = await api.request('DELETE', `/courses/${doomed.courseId}`, {
      token: author.token,
    });
    expect(removed.status).toBe(204);
    const page = await api.request<Certificate>('GET', `/certificates/${certificate._id}`);
    expect(page.status).toBe(200);
    expect(page.body.skills).toEqual([]);
  });
});

describe('attaching certificates', () => {
  it('attaches the applicant’s own certificates, in order, and the poster sees them verified', async () => {
    const learner = await api.user('learner', 'Lena Learner');
    const sql = await finish(learner, sqlCourse);
    const viz = await finish(learner, vizCourse);
    const job = await postJob(['SQL', 'Data visualisation', 'Statistics']);
    const response = await apply(learner, job._id, [viz._id, sql._id]);
    expect(response.status).toBe(201);
    const [application] = await applications(job._id);
    expect(application!.certificates).toEqual([
      {
        _id: viz._id,
        courseTitle: 'Charts that Speak',
        issuedAt: viz.issuedAt,
        status: 'verified',
      },
      { _id: sql._id, courseTitle: 'SQL for Analysts', issuedAt: sql.issuedAt, status: 'verified' },
    ]);
    expect(application!.skillsMatched).toEqual({ held: 2, required: 3 });
  });

  it('keeps older clients working: no certificateIds attaches none', async () => {
    const learner = await api.user('learner', 'Old Client');
    await finish(learner, sqlCourse);
    const job = await postJob(['SQL']);
    expect((await apply(learner, job._id)).status).toBe(201);
    const [application] = await applications(job._id);
    expect(application!.certificates).toEqual([]);
    expect(application!.skillsMatched).toEqual({ held: 0, required: 1 });
  });

  it("refuses someone else's certificate exactly as a nonexistent one, and applies nothing", async () => {
    const owner = await api.user('learner', 'Owner Learner');
    const theirs = await finish(owner, sqlCourse);
    const applicant = await api.user('learner', 'Sly Applicant');
    const job = await postJob(['SQL']);
    const others = await apply(applicant, job._id, [theirs._id]);
    const missing = await apply(applicant, job._id, [MISSING]);
    expect(others.status).toBe(400);
    expect(others.body).toEqual({ error: messages.attachedCertificateNotYours });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(others.body);
    // The refused application left nothing behind: applying again works.
    expect(await applications(job._id)).toEqual([]);
    expect((await apply(applicant, job._id, [])).status).toBe(201);
  });

  it('refuses one own certificate alongside an unknown one', async () => {
    const learner = await api.user('learner', 'Mixed Ids');
    const own = await finish(learner, sqlCourse);
    const job = await postJob(['SQL']);
    const response = await apply(learner, job._id, [own._id, MISSING]);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(messages.attachedCertificateNotYours);
  });

  it(`refuses more than ${MAX_ATTACHED_CERTIFICATES} and duplicates, naming the field`, async () => {
    const learner = await api.user('learner', 'Eager Learner');
    const own = await finish(learner, sqlCourse);
    const job = await postJob(['SQL']);
    const tooMany = await apply(
      learner,
      job._id,
      Array.from(
        { length: MAX_ATTACHED_CERTIFICATES + 1 },
        (_, i) => `9c9c9c9c-0000-4000-8000-${String(i).padStart(12, '0')}`,
      ),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe(messages.tooManyAttachedCertificates);
    const twice = await apply(learner, job._id, [own._id, own._id]);
    expect(twice.status).toBe(400);
    expect(twice.body.error).toBe(messages.duplicateAttachedCertificates);
    const twiceInAnotherCase = await apply(learner, job._id, [own._id, own._id.toUpperCase()]);
    expect(twiceInAnotherCase.status).toBe(400);
    expect(twiceInAnotherCase.body.error).toBe(messages.duplicateAttachedCertificates);
    expect(await applications(job._id)).toEqual([]);
  });
});

describe('what the poster sees', () => {
  it('shows a certificate revoked, with its date, as soon as the learner revokes it', async () => {
    const learner = await api.user('learner', 'Regretful Learner');
    const sql = await finish(learner, sqlCourse);
    const job = await postJob(['SQL', 'Data modelling']);
    await apply(learner, job._id, [sql._id]);
    const before = await applications(job._id);
    expect(before[0]!.certificates[0]!.status).toBe('verified');
    expect(before[0]!.skillsMatched).toEqual({ held: 2, required: 2 });
    const revoked = await api.request<Certificate>('POST', `/certificates/${sql._id}/revoke`, {
      token: learner.token,
    });
    expect(revoked.status).toBe(200);
    const after = await applications(job._id);
    expect(after[0]!.certificates).toEqual([
      {
        _id: sql._id,
        courseTitle: 'SQL for Analysts',
        issuedAt: sql.issuedAt,
        status: 'revoked',
        revokedAt: revoked.body.revokedAt,
      },
    ]);
    // A revoked certificate proves nothing.
    expect(after[0]!.skillsMatched).toEqual({ held: 0, required: 2 });
  });

  it('checks the stored credential: a tampered one is unverifiable and holds no skill', async () => {
    const learner = await api.user('learner', 'Tampered Learner');
    const sql = await finish(learner, sqlCourse);
    const job = await postJob(['SQL']);
    await apply(learner, job._id, [sql._id]);
    expect((await applications(job._id))[0]!.certificates[0]!.status).toBe('verified');
    await api.database.db.write(
      `UPDATE certificates SET credential = jsonb_set(credential,
         '{credentialSubject,achievement,name}', '"Advanced SQL"') WHERE id = $1`,
      [sql._id],
    );
    const [application] = await applications(job._id);
    expect(application!.certificates[0]!.status).toBe('unverifiable');
    expect(application!.skillsMatched).toEqual({ held: 0, required: 1 });
  });

  it('counts skills against the job: none required is 0 of 0', async () => {
    const learner = await api.user('learner', 'Any Job Learner');
    const sql = await finish(learner, sqlCourse);
    const job = await postJob([]);
    await apply(learner, job._id, [sql._id]);
    const [application] = await applications(job._id);
    expect(application!.certificates).toHaveLength(1);
    expect(application!.skillsMatched).toEqual({ held: 0, required: 0 });
  });

  it('sorts by the share of required skills held, then newest; newest; or as they came', async () => {
    const job = await postJob(['SQL', 'Data visualisation'], 'Sorted Analyst');
    const both = await api.user('learner', 'Both Skills');
    const one = await api.user('learner', 'One Skill');
    const none = await api.user('learner', 'No Skills');
    const oneLater = await api.user('learner', 'One Skill Later');
    const bothIds = [(await finish(both, sqlCourse))._id, (await finish(both, vizCourse))._id];
    const oneIds = [(await finish(one, sqlCourse))._id];
    const oneLaterIds = [(await finish(oneLater, vizCourse))._id];
    for (const [user, ids] of [
      [one, oneIds],
      [both, bothIds],
      [none, []],
      [oneLater, oneLaterIds],
    ] as const) {
      expect((await apply(user, job._id, [...ids])).status).toBe(201);
    }
    const names = (list: ReceivedApplication[]) => list.map((a) => a.name);
    expect(names(await applications(job._id))).toEqual([
      'One Skill',
      'Both Skills',
      'No Skills',
      'One Skill Later',
    ]);
    expect(names(await applications(job._id, 'newest'))).toEqual([
      'One Skill Later',
      'No Skills',
      'Both Skills',
      'One Skill',
    ]);
    const bySkills = await applications(job._id, 'skills');
    expect(names(bySkills)).toEqual(['Both Skills', 'One Skill Later', 'One Skill', 'No Skills']);
    expect(bySkills.map((a) => a.skillsMatched.held)).toEqual([2, 1, 1, 0]);
    const bad = await api.request<{ error: string }>(
      'GET',
      `/jobs/${job._id}/applications?sort=best`,
      { token: poster.token },
    );
    expect(bad.status).toBe(400);
  });

  it('keeps the certificates when the poster changes the status', async () => {
    const learner = await api.user('learner', 'Status Learner');
    const sql = await finish(learner, sqlCourse);
    const job = await postJob(['SQL']);
    const { body } = await apply(learner, job._id, [sql._id]);
    const updated = await api.request<ReceivedApplication>(
      'PATCH',
      `/applications/${body.applicationId}`,
      { token: poster.token, body: { status: 'Shortlisted' } },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.certificates.map((c) => [c._id, c.status])).toEqual([
      [sql._id, 'verified'],
    ]);
    expect(updated.body.skillsMatched).toEqual({ held: 1, required: 1 });
  });

  it('checks a page of applications fast, and again at once after a revocation', async () => {
    const job = await postJob(['SQL', 'Data visualisation'], 'Busy Analyst');
    const learners = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api.user('learner', `Page Learner ${i + 1}`)),
    );
    const attached: string[] = [];
    for (const learner of learners) {
      const ids = [(await finish(learner, sqlCourse))._id, (await finish(learner, vizCourse))._id];
      attached.push(ids[0]!);
      expect((await apply(learner, job._id, ids)).status).toBe(201);
    }
    const first = performance.now();
    await applications(job._id);
    const cold = performance.now() - first;
    const again = performance.now();
    const warm = await applications(job._id);
    const warmTime = performance.now() - again;
    expect(warm.flatMap((a) => a.certificates).every((c) => c.status === 'verified')).toBe(true);
    // Twenty credentials checked cold (about 0.3 s here); then each proof is known and only the
    // rows are read (about 0.02 to 0.1 s). Budgets leave room for a busy machine.
    expect(cold).toBeLessThan(5000);
    expect(warmTime).toBeLessThan(1000);
    await api.request('POST', `/certificates/${attached[0]}/revoke`, {
      token: learners[0]!.token,
    });
    const after = performance.now();
    const revoked = await applications(job._id);
    // The list was signed again: it is checked afresh, the proofs stay known.
    expect(performance.now() - after).toBeLessThan(1000);
    expect(revoked[0]!.certificates.map((c) => c.status)).toEqual(['revoked', 'verified']);
    expect(
      revoked.slice(1).every((a) => a.certificates.every((c) => c.status === 'verified')),
    ).toBe(true);
  });
});

describe('what the applicant sees on My Applications', () => {
  it('lists what they attached, in order, each marked revoked once they revoke it', async () => {
    const learner = await api.user('learner', 'Own View Learner');
    const sql = await finish(learner, sqlCourse);
    const viz = await finish(learner, vizCourse);
    const job = await postJob(['SQL'], 'Attached Analyst');
    const bare = await postJob(['SQL'], 'Bare Analyst');
    const attached = await apply(learner, job._id, [viz._id, sql._id]);
    expect(attached.status).toBe(201);
    expect((await apply(learner, bare._id)).status).toBe(201);
    const before = await mine(learner);
    // Newest first: the application without certificates, then the one with them in order.
    expect(before.map((a) => [a.jobTitle, a.certificates])).toEqual([
      ['Bare Analyst', []],
      [
        'Attached Analyst',
        [
          { _id: viz._id, courseTitle: 'Charts that Speak', revoked: false },
          { _id: sql._id, courseTitle: 'SQL for Analysts', revoked: false },
        ],
      ],
    ]);
    const revoked = await api.request('POST', `/certificates/${sql._id}/revoke`, {
      token: learner.token,
    });
    expect(revoked.status).toBe(200);
    const after = await mine(learner);
    expect(after.find((a) => a._id === attached.body.applicationId)!.certificates).toEqual([
      { _id: viz._id, courseTitle: 'Charts that Speak', revoked: false },
      { _id: sql._id, courseTitle: 'SQL for Analysts', revoked: true },
    ]);
    // The poster's check, from the signed status list, agrees.
    const [received] = await applications(job._id);
    expect(received!.certificates.map((c) => c.status)).toEqual(['verified', 'revoked']);
  });

  it('reads every application with its certificates in one statement', async () => {
    const learner = await api.user('learner', 'Many Applications');
    const sql = await finish(learner, sqlCourse);
    for (const title of ['First Busy Job', 'Second Busy Job', 'Third Busy Job']) {
      const job = await postJob(['SQL'], title);
      expect((await apply(learner, job._id, [sql._id])).status).toBe(201);
    }
    const reads = vi.spyOn(api.database.db, 'read');
    const list = await mine(learner);
    const statements = reads.mock.calls
      .map(([text]) => text)
      .filter((text) => text.includes('application_certificates'));
    reads.mockRestore();
    expect(list.map((a) => a.certificates.map((c) => c._id))).toEqual([
      [sql._id],
      [sql._id],
      [sql._id],
    ]);
    // No statement per application: the attachments come with the applications themselves.
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('job_applications');
  });
});

describe('who sees attached certificates', () => {
  it('only the poster: anyone else gets 404 as for a missing job', async () => {
    const learner = await api.user('learner', 'Private Learner');
    const sql = await finish(learner, sqlCourse);
    const job = await postJob(['SQL']);
    await apply(learner, job._id, [sql._id]);
    for (const user of [learner, await api.user('stranger')]) {
      const response = await api.request<{ error: string }>(
        'GET',
        `/jobs/${job._id}/applications`,
        { token: user.token },
      );
      expect(response.status).toBe(404);
      expect(response.body.error).toBe(messages.jobNotFound);
    }
    const signedOut = await api.request('GET', `/jobs/${job._id}/applications`);
    expect(signedOut.status).toBe(401);
  });

  it("deleting the applicant's account removes their links", async () => {
    const learner = await api.user('learner', 'Leaving Learner');
    const sql = await finish(learner, sqlCourse);
    const job = await postJob(['SQL']);
    const { body } = await apply(learner, job._id, [sql._id]);
    const links = () =>
      api.database.db.read<{ n: number }>(
        'SELECT count(*)::int AS n FROM application_certificates WHERE certificate_id = $1',
        [sql._id],
      );
    expect((await links())[0]!.n).toBe(1);
    const deleted = await api.request('DELETE', '/account', { token: learner.token });
    expect(deleted.status).toBe(204);
    expect((await links())[0]!.n).toBe(0);
    expect((await applications(job._id)).map((a) => a._id)).not.toContain(body.applicationId);
  });
});
