/**
 * Setup straight through the Auth emulator and the API, with no screen involved: the accounts and
 * data a test starts from, made the quickest way (what a person does is in actions.ts).
 */
import { expect } from '@playwright/test';
import { HANDLE_LIMITS, MAX_DISPLAY_NAME_LENGTH } from '@edugate/api-client/constants';
import { MAX_LENGTHS, longCourse, longJob, unbroken } from '@edugate/api-client/mocks';
import { newUser, type NewUser } from './fixtures.ts';

/** A local picture, as the app's own registration gives an account without a photo URL. */
const LOCAL_PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#1d4ed8"/></svg>',
  );

/**
 * An e-mail account made directly in the Auth emulator (setup only, no screen involved).
 * `photo: false` leaves it without a picture, like an account made outside the app.
 */
export async function createAccount(user: NewUser, { photo = true } = {}): Promise<void> {
  const call = async (method: string, body: object) => {
    const response = await fetch(
      `http://${process.env.E2E_AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=e2e`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    expect(response.status, `${method}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as { idToken: string };
  };
  const { idToken } = await call('signUp', {
    email: user.email,
    password: user.password,
    returnSecureToken: true,
  });
  // signUp takes no picture: the profile is set afterwards, as the app's registration does.
  await call('update', {
    idToken,
    displayName: user.name,
    ...(photo ? { photoUrl: LOCAL_PICTURE } : {}),
  });
}

/** An ID token for setup calls straight to the API (no screen involved). */
export async function tokenOf(user: NewUser): Promise<string> {
  const response = await fetch(
    `http://${process.env.E2E_AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
    },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

/**
 * A setup call straight to the API (no screen involved) as `caller` (a user, or an ID token),
 * expecting `status`; resolves with the answer's JSON, if it has one.
 */
export async function callApi<T = unknown>(
  caller: NewUser | string,
  method: string,
  path: string,
  status: number,
  body?: object,
): Promise<T> {
  const token = typeof caller === 'string' ? caller : await tokenOf(caller);
  const response = await fetch(`${process.env.E2E_API_URL}${path}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      Authorization: `Bearer ${token}`,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(status);
  return (status === 204 ? undefined : await response.json()) as T;
}

/** The author's course, teaching `skills`, added through the API (setup). */
export async function addCourse(
  author: NewUser,
  title: string,
  skills: string[] = [],
): Promise<string> {
  const course = await callApi<{ _id: string }>(author, 'POST', '/courses', 201, {
    title,
    description: 'Made by an end-to-end test.',
    imageUrl: `${process.env.E2E_API_URL}/assets/courses/web-development-1.svg`,
    duration: '2 weeks',
    category: 'web development',
    totalSeats: 10,
    skills,
  });
  return course._id;
}

/**
 * A job posted by `poster` through the API (setup): its id. What the test names goes in; the
 * rest is a plain remote full-time job.
 */
export async function postJob(
  poster: NewUser,
  job: { title: string } & Record<string, unknown>,
): Promise<string> {
  const posted = await callApi<{ _id: string }>(poster, 'POST', '/jobs', 201, {
    company: 'Testworks',
    location: 'Remote',
    salary: 'EUR 50,000',
    type: 'Full-time',
    description: 'Posted by an end-to-end test.',
    ...job,
  });
  return posted._id;
}

type Written = { lessonId?: string; outline: { sections: { _id: string }[] } };

/**
 * A course of one short article by `author`, teaching `skills`, that `learner` enrolled in and
 * finished through the API (setup): its id and the learner's certificate.
 */
export async function finishedCourse(
  author: NewUser,
  learner: NewUser,
  title: string,
  skills: string[] = [],
): Promise<{ courseId: string; certificateId: string }> {
  const courseId = await addCourse(author, title, skills);
  const base = `/courses/${courseId}/curriculum/sections`;
  const section = (await callApi<Written>(author, 'POST', base, 201, { title: 'Basics' })).outline
    .sections[0];
  const { lessonId } = await callApi<Written>(
    author,
    'POST',
    `${base}/${section?._id ?? ''}/lessons`,
    201,
    { title: 'The only lesson', kind: 'article', minutes: 5, body: 'Read this and you are done.' },
  );
  await callApi(learner, 'POST', '/enrollments', 201, { courseId });
  const { certificate } = await callApi<{ certificate: { _id: string } | null }>(
    learner,
    'PUT',
    `/courses/${courseId}/lessons/${lessonId ?? ''}/completion`,
    200,
  );
  if (!certificate) throw new Error('finishing the only lesson issued no certificate');
  return { courseId, certificateId: certificate._id };
}

/** New users, one per role (the role starts the e-mail), each with an account (setup). */
export async function withAccounts<const R extends readonly string[]>(
  ...roles: R
): Promise<{ [K in keyof R]: NewUser }> {
  const users = roles.map((role) => newUser(role));
  await Promise.all(users.map((user) => createAccount(user)));
  return users as { [K in keyof R]: NewUser };
}

/** A handle as long as one may be (30 characters), unique to this run. */
export function longestHandle(): string {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}-`;
  return `${id}${unbroken('maximiliana', HANDLE_LIMITS.max - id.length)}`;
}

export interface SkillsAtLength {
  /** Named as long as a name may be, in one word; holds the certificate and shows a portfolio. */
  learner: NewUser;
  /** The course's author, who posted the job. */
  poster: NewUser;
  courseTitle: string;
  certificateId: string;
  jobTitle: string;
  jobId: string;
  handle: string;
  /** 'You have {k} of {n} skills' on the job's card for the learner. */
  skillsHeld: string;
}

/**
 * The body of a job posting with every text at its longest (`longJob`), its title made unique by
 * `prefix`; with `withSkills`, also the most skills a job may require.
 */
export function longJobInput(prefix: string, withSkills = false) {
  return {
    title: `${prefix}${longJob.title}`.slice(0, MAX_LENGTHS.jobTitle),
    company: longJob.company,
    location: longJob.location,
    salary: longJob.salary,
    type: 'Full-time',
    description: longJob.description,
    requirements: longJob.requirements,
    benefits: longJob.benefits,
    ...(withSkills ? { skills: longJob.skills } : {}),
  };
}

/**
 * The skills screens' data at its longest (docs/product.md: Skills, Jobs for you, Saved jobs, A
 * public portfolio), through the API (setup): a course teaching ten skills of the longest names,
 * finished by a learner with the longest name; a job of the longest texts requiring fifteen such
 * skills (the course's ten among them), which the learner saved and applied to with the
 * certificate; the learner's portfolio shown at the longest handle.
 */
export async function skillsAtLength(): Promise<SkillsAtLength> {
  const learner = {
    ...newUser('skills-long'),
    name: unbroken('Maximiliana', MAX_DISPLAY_NAME_LENGTH),
  };
  const [poster] = await withAccounts('skills-poster');
  await createAccount(learner);
  const run = Date.now().toString(36);
  const courseTitle = `${run}${longCourse.title}`.slice(0, MAX_LENGTHS.courseTitle);
  const { certificateId } = await finishedCourse(poster, learner, courseTitle, longCourse.skills);
  const jobInput = longJobInput(run, true);
  const jobId = await postJob(poster, jobInput);
  await callApi(learner, 'PUT', `/jobs/${jobId}/saved`, 204);
  await callApi(learner, 'POST', `/jobs/${jobId}/apply`, 201, {
    resumeUrl: `https://example.com/${unbroken('resume', MAX_LENGTHS.httpUrl - 20)}`,
    coverLetter: longJob.description,
    certificateIds: [certificateId],
  });
  const handle = longestHandle();
  await callApi(learner, 'PUT', '/account/settings', 200, { handle, portfolioPublic: true });
  return {
    learner,
    poster,
    courseTitle,
    certificateId,
    jobTitle: jobInput.title,
    jobId,
    handle,
    skillsHeld: `You have ${longCourse.skills.length} of ${longJob.skills.length} skills`,
  };
}
