import type { Queryable } from '../db/database.ts';
import { defined } from '../util/defined.ts';
import { readSeedCourses, type SeedCourse } from './courses.ts';
import { readCurricula, type SeedCurriculum } from './curricula.ts';
import { insertCurricula, insertParticipations } from './learning.ts';
import { readLearners } from './people.ts';
import { planLearning, type Participation, type PlanLesson } from './plan.ts';
import { seedJobs, type SeedJob } from './seed-data.ts';
import { insertConversation } from './conversation.ts';
import { insertQuestions } from './questions.ts';
import { checkSeedSkills, readSeedSkills } from './skills.ts';
import { setSkills } from '../tables/skills.ts';
import { SKILL_LIMITS } from '@edugate/api-client/skills';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Each course's lessons in outline order, as the plan needs them. */
function outlines(curricula: SeedCurriculum[]): Map<string, PlanLesson[]> {
  return new Map(
    curricula.map((curriculum) => [
      curriculum.slug,
      curriculum.sections.flatMap((section) =>
        section.lessons.map(({ fields }) => ({
          kind: fields.kind,
          questions: fields.questions,
          passMark: fields.passMark,
        })),
      ),
    ]),
  );
}

/** What the seed writes: the courses, their curricula, and the seeded learners' part in them. */
export interface SeedContent {
  courses: SeedCourse[];
  curricula: SeedCurriculum[];
  plan: Participation[];
  /** The shared skills list, in content/skills.yaml's order. */
  skills: string[];
  jobs: SeedJob[];
}

/** Reads the content files and works out the plan for a seed run at `now`. */
export function seedContent(now: Date): SeedContent {
  const courses = readSeedCourses();
  const curricula = readCurricula();
  for (const course of courses) {
    const curriculum = curricula.find((c) => c.slug === course.slug);
    if (curriculum?.course !== course.title) {
      throw new Error(`seed: ${course.slug}: course.yaml's title is not curriculum.yaml's course`);
    }
  }
  const plan = planLearning(courses, outlines(curricula), readLearners(), now);
  const skills = readSeedSkills();
  for (const course of courses) {
    checkSeedSkills(`${course.slug}/course.yaml`, course.skills, skills, SKILL_LIMITS.perCourse);
  }
  const jobs = seedJobs();
  for (const job of jobs)
    checkSeedSkills(`job ${job.title}`, job.skills, skills, SKILL_LIMITS.perJob);
  return { courses, curricula, plan, skills, jobs };
}

/**
 * Fills an empty database: the courses of content/ (each with its curriculum), the seeded
 * learners' enrolments, progress, certificates and reviews (plan.ts), and the jobs. Each course's
 * `enrollments` is the number of its enrolment rows, and its rating comes from its review rows.
 */
export async function seedIfEmpty(tx: Queryable, now = new Date()): Promise<boolean> {
  const [existing] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM courses');
  if (existing && existing.n > 0) return false;
  const { courses, curricula, plan, skills, jobs } = seedContent(now);
  const enrolled = (slug: string) => plan.filter((p) => p.course === slug && p.current).length;
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO courses (title, description, image_url, duration, category, added_by_email,
       added_by_name, added_at, enrollments, total_seats, outcomes)
     SELECT t, d, i, du, ca, e, n, a, en, s, ARRAY(SELECT jsonb_array_elements_text(o::jsonb))
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::text[], $8::timestamptz[], $9::int[], $10::int[], $11::text[])
       AS u(t, d, i, du, ca, e, n, a, en, s, o)
     RETURNING id`,
    [
      courses.map((c) => c.title),
      courses.map((c) => c.description),
      courses.map((c) => c.imagePath),
      courses.map((c) => c.duration),
      courses.map((c) => c.category),
      courses.map((c) => c.addedByEmail),
      courses.map((c) => c.addedByName),
      courses.map((c) => new Date(now.getTime() - c.addedDaysAgo * DAY).toISOString()),
      courses.map((c) => enrolled(c.slug)),
      courses.map((c) => c.totalSeats),
      // Each course's outcomes as a JSON array (none for a seed course without them).
      courses.map((c) => JSON.stringify(('outcomes' in c && c.outcomes) || [])),
    ],
  );
  const courseIds = new Map(
    courses.map((course, index) => [course.slug, defined(rows[index], 'seeded course').id]),
  );
  // The shared list in the file's order, then what each course teaches.
  await tx.query('INSERT INTO skills (name) SELECT unnest($1::text[])', [skills]);
  for (const course of courses) {
    await setSkills(tx, 'course', defined(courseIds.get(course.slug), course.slug), course.skills);
  }
  const lessonIds = await insertCurricula(tx, curricula, courseIds);
  await insertParticipations(tx, plan, courseIds, lessonIds);
  await insertQuestions(tx, now, courses, curricula, plan, courseIds, lessonIds);
  const jobRows = await tx.query<{ id: string }>(
    `INSERT INTO jobs (title, company, location, salary, type, description, requirements, benefits, posted_at)
     SELECT t.title, t.company, t.location, t.salary, t.type, t.description,
       ARRAY(SELECT json_array_elements_text(t.requirements)),
       ARRAY(SELECT json_array_elements_text(t.benefits)), t.posted_at
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::json[], $8::json[], $9::timestamptz[])
       AS t(title, company, location, salary, type, description, requirements, benefits, posted_at)
     RETURNING id`,
    [
      jobs.map((j) => j.title),
      jobs.map((j) => j.company),
      jobs.map((j) => j.location),
      jobs.map((j) => j.salary),
      jobs.map((j) => j.type),
      jobs.map((j) => j.description),
      jobs.map((j) => JSON.stringify(j.requirements)),
      jobs.map((j) => JSON.stringify(j.benefits)),
      jobs.map((j) => new Date(now.getTime() - j.postedHoursAgo * HOUR).toISOString()),
    ],
  );
  for (const [index, job] of jobs.entries()) {
    await setSkills(tx, 'job', defined(jobRows[index], 'seeded job').id, job.skills);
  }
  await insertConversation(tx, now, defined(readLearners()[0], 'a seeded learner'));
  return true;
}
