import type { HttpHandler } from 'msw';
import { messages } from '../../messages';
import { searchTier } from '../../search';
import { jobMatchRank } from '../../skills';
import type { Job } from '../../types';
import type { MockDb } from '../db';
import { error, http, signedIn } from './http';
import { findJob, postedByCaller } from './lookups';
import { skillsProblem, storedSkills } from './skills';
import { SKILL_LIMITS } from '../../constants';

/** The server's contract check of a job's `skills`, with its texts; null when they pass. */
const jobSkillsProblem = (skills: readonly string[] | undefined) =>
  skillsProblem(skills, SKILL_LIMITS.perJob, messages.tooManySkillsRequired);

const newestJobFirst = (a: Job, b: Job) =>
  b.postedAt.localeCompare(a.postedAt) || a._id.localeCompare(b._id);

/**
 * The caller's verified skills, by lower-cased name (docs/product.md, Jobs for you): the skills of
 * the courses they hold a certificate for that they have not revoked.
 */
function verifiedSkillKeys(db: MockDb): Set<string> {
  const keys = new Set<string>();
  for (const certificate of db.learning.certificates) {
    if (certificate.userEmail !== db.user.email || certificate.revokedAt) continue;
    const course = db.courses.find((c) => c._id === certificate.courseId);
    for (const skill of course?.skills ?? []) keys.add(skill.toLowerCase());
  }
  return keys;
}

/** The job with the required skills the caller holds, in the job's order (as the server). */
function withSkillsHeld(job: Job, held: Set<string>): Job {
  return { ...job, skillsHeld: job.skills.filter((skill) => held.has(skill.toLowerCase())) };
}

/** The job board's jobs: open jobs for everyone, any job by its id, the poster's own to post, edit, close, delete. */
export function jobHandlers(db: MockDb): HttpHandler[] {
  return [
    http.get('/jobs', ({ query, request, response }) => {
      const byMatch = query.get('sort') === 'match';
      if (byMatch && !signedIn(request)) return error(400, messages.matchSortNeedsSignIn);
      const q = query.get('q')?.toLowerCase().trim();
      const type = query.get('type');
      const limit = query.get('limit');
      const offset = Number(query.get('offset') ?? 0);
      // As the reference server (ADR 16): best match first with a term, else newest first.
      const tier = (job: Job) =>
        q ? searchTier(q, job.title, `${job.company}\n${job.location}`) : 0;
      const matching = db.jobs
        .filter((job) => job.status === 'open' && tier(job) !== null)
        .filter((job) => !type || job.type === type)
        .sort((a, b) => (tier(a) ?? 0) - (tier(b) ?? 0) || newestJobFirst(a, b));
      const end = limit === null ? undefined : offset + Number(limit);
      if (signedIn(request)) {
        const held = verifiedSkillKeys(db);
        const mine = matching.map((job) => withSkillsHeld(job, held));
        if (byMatch) mine.sort((a, b) => jobMatchRank(a) - jobMatchRank(b) || newestJobFirst(a, b));
        return response(200).json(mine.slice(offset, end), {
          headers: { 'X-Total-Count': String(matching.length) },
        });
      }
      return response(200).json(matching.slice(offset, end), {
        headers: { 'X-Total-Count': String(matching.length) },
      });
    }),

    http.post('/jobs', async ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const { skills, ...input } = await request.json();
      const problem = jobSkillsProblem(skills);
      if (problem) return error(400, problem);
      // As the server: a job shows its poster's name, so an account without one is asked first.
      const name = db.user.displayName.trim();
      if (!name) return error(400, messages.nameRequired);
      const job: Job = {
        requirements: [],
        benefits: [],
        ...input,
        skills: storedSkills(db, skills ?? []),
        _id: db.nextId('job'),
        postedAt: db.now().toISOString(),
        status: 'open',
        postedBy: name,
      };
      db.jobs.push(job);
      db.jobPosters.set(job._id, db.user.email);
      return response(201).json(job);
    }),

    http.get('/jobs/mine', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const mine = db.jobs.filter((job) => postedByCaller(db, job)).sort(newestJobFirst);
      return response(200).json(
        mine.map((job) => ({
          ...job,
          applicants: db.applications.filter((a) => a.jobId === job._id).length,
        })),
      );
    }),

    // Any job, open or closed, for anyone (after /jobs/mine, which it would otherwise take).
    http.get('/jobs/{id}', ({ params, request, response }) => {
      const job = findJob(db, params.id);
      if (!job) return error(404, messages.jobNotFound);
      if (signedIn(request)) return response(200).json(withSkillsHeld(job, verifiedSkillKeys(db)));
      return response(200).json(job);
    }),

    http.put('/jobs/{id}', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      // The server checks the body against the contract before it looks for the job.
      const { skills, ...input } = await request.json();
      const problem = jobSkillsProblem(skills);
      if (problem) return error(400, problem);
      const job = findJob(db, params.id);
      if (!job) return error(404, messages.jobNotFound);
      if (!postedByCaller(db, job)) return error(403, messages.notJobPoster);
      Object.assign(job, { requirements: [], benefits: [], ...input });
      // Left out, the skills stay, as on the server.
      if (skills) job.skills = storedSkills(db, skills);
      return response(200).json(job);
    }),

    http.patch('/jobs/{id}', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const job = findJob(db, params.id);
      if (!job) return error(404, messages.jobNotFound);
      if (!postedByCaller(db, job)) return error(403, messages.notJobPoster);
      job.status = (await request.json()).status;
      return response(200).json(job);
    }),

    http.delete('/jobs/{id}', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const job = findJob(db, params.id);
      if (!job) return error(404, messages.jobNotFound);
      if (!postedByCaller(db, job)) return error(403, messages.notJobPoster);
      db.jobs = db.jobs.filter((j) => j._id !== job._id);
      db.applications = db.applications.filter((a) => a.jobId !== job._id);
      return response(204).empty();
    }),
  ];
}
