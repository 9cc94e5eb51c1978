import type { Course, Job } from '../../types';
import type { MockDb } from '../db';

export const findCourse = (db: MockDb, id: string): Course | undefined =>
  db.courses.find((course) => course._id === id);

export const findJob = (db: MockDb, id: string): Job | undefined =>
  db.jobs.find((job) => job._id === id);

/** Whether the mock db's user posted the job (seeded jobs have no poster). */
export const postedByCaller = (db: MockDb, job: Job): boolean =>
  db.jobPosters.get(job._id) === db.user.email;
