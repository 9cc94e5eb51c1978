import type { Job } from '../types';
import { createMockDb, type MockDb } from './db';
import { FIXTURE_NOW, fixtureCourses, fixtureJobs } from './fixtures';

/**
 * Jobs for you (docs/product.md): Ada, the fixture learner, holds a certificate of 'Pandas for
 * Data Analysis' (course-06: Python, pandas, Data cleaning). Here that course also teaches a
 * 60-character skill, and one more job requires it, another 60-character skill she lacks, and
 * Python: she holds 2 of its 3 skills, the board's best match for her, though its oldest job.
 */
export const LONG_HELD_SKILL = 'Reproducible data pipelines for public health surveillance';
export const LONG_MISSING_SKILL = 'Privacy-preserving analytics pipelines for clinical research';

const DAY = 86_400_000;

export const matchedJob: Job = {
  _id: 'job-match',
  title: 'Public Health Data Engineer',
  company: 'Northwind Health Analytics',
  location: 'Copenhagen, Denmark',
  salary: 'DKK 560,000',
  type: 'Full-time',
  description: 'Northwind Health Analytics is hiring a data engineer for its surveillance team.',
  requirements: ['Clear written English'],
  benefits: ['Learning budget'],
  postedAt: new Date(FIXTURE_NOW.getTime() - 30 * DAY).toISOString(),
  status: 'open',
  postedBy: 'Northwind Health Analytics',
  skills: [LONG_HELD_SKILL, LONG_MISSING_SKILL, 'Python'],
};

/** The fixture board plus `matchedJob`, and Ada's certified course teaching the long skill. */
export function jobMatchingDb(): MockDb {
  return createMockDb({
    jobs: [...fixtureJobs, matchedJob],
    courses: fixtureCourses.map((course) =>
      course._id === 'course-06'
        ? { ...course, skills: [...course.skills, LONG_HELD_SKILL] }
        : course,
    ),
  });
}
