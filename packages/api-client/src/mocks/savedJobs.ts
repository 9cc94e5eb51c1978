import { createMockDb, type MockDb, type MockSavedJob } from './db';
import { FIXTURE_NOW, fixtureJobs, fixtureUser, otherUser } from './fixtures';
import { longJob, longTextsDb, longTextsUser } from './longTexts';

const HOUR = 3_600_000;
/** The id of the fixture job at `index` (there are ten). */
const jobId = (index: number): string => fixtureJobs[index]?._id ?? `job-${index + 1}`;
const ago = (hours: number) => new Date(FIXTURE_NOW.getTime() - hours * HOUR).toISOString();

/** The fixture job that closed after Ada saved it: Saved Jobs marks it 'Closed'. */
export const CLOSED_SAVED_JOB_ID = jobId(3);

/** Ada's saved jobs, newest saved first: three open fixture jobs and the one that closed. */
export const savedJobIds = [jobId(1), CLOSED_SAVED_JOB_ID, jobId(5), jobId(8)];

const saves = (email: string, ids: string[]): MockSavedJob[] =>
  ids.map((jobId, index) => ({ jobId, userEmail: email, savedAt: ago(index * 24 + 2) }));

/**
 * The fixture jobs with four of them saved by Ada (one since closed) and one by someone else,
 * which Ada never sees (docs/product.md, Saved jobs).
 */
export function savedJobsDb(): MockDb {
  const db = createMockDb({
    savedJobs: [...saves(fixtureUser.email, savedJobIds), ...saves(otherUser.email, [jobId(0)])],
  });
  const closed = db.jobs.find((job) => job._id === CLOSED_SAVED_JOB_ID);
  if (closed) closed.status = 'closed';
  return db;
}

/** The long-texts world with the longest job saved, closed, beside a fixture job. */
export function longSavedJobsDb(): MockDb {
  const db = longTextsDb();
  db.savedJobs = saves(longTextsUser.email, [longJob._id, jobId(0)]);
  const closed = db.jobs.find((job) => job._id === longJob._id);
  if (closed) closed.status = 'closed';
  return db;
}
