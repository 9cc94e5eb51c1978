import type { MockDbOptions } from '@edugate/api-client/mocks';
import type { Database } from '../../src/db/database.ts';

/**
 * Puts the reference server's database in the state `createMockDb(options)` starts the mocks in,
 * so one scenario can run against both. Ids must be UUIDs here (the server's ids); the mocks
 * accept any string. Replaces everything in the database.
 */
export async function loadMockSeed(db: Database, options: MockDbOptions): Promise<void> {
  const { courses = [], enrollments = [], jobs = [], applications = [], owners = {} } = options;
  await db.transaction(async (tx) => {
    await tx.exec('DELETE FROM job_applications; DELETE FROM enrollments; DELETE FROM jobs;');
    await tx.exec('DELETE FROM courses;');
    for (const course of courses) {
      const owner = owners[course._id];
      if (!owner) throw new Error(`loadMockSeed: course ${course._id} needs an owner`);
      await tx.query(
        `INSERT INTO courses (id, title, description, image_url, duration, category,
           added_by_email, added_by_name, added_at, enrollments, total_seats, rating)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          course._id,
          course.title,
          course.description,
          course.imageUrl,
          course.duration,
          course.category ?? '',
          owner,
          course.addedByName,
          course.addedAt,
          course.enrollments,
          course.totalSeats,
          course.rating,
        ],
      );
    }
    for (const enrollment of enrollments) {
      await tx.query(
        'INSERT INTO enrollments (id, course_id, user_email, enrolled_at) VALUES ($1, $2, $3, $4)',
        [enrollment._id, enrollment.courseId, enrollment.userEmail, enrollment.enrolledAt],
      );
    }
    for (const job of jobs) {
      await tx.query(
        `INSERT INTO jobs (id, title, company, location, salary, type, description, requirements,
           benefits, posted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9::text[], $10)`,
        [
          job._id,
          job.title,
          job.company,
          job.location,
          job.salary,
          job.type,
          job.description,
          job.requirements,
          job.benefits,
          job.postedAt,
        ],
      );
    }
    for (const application of applications) {
      await tx.query(
        'INSERT INTO job_applications (job_id, user_email, resume_url) VALUES ($1, $2, $3)',
        [application.jobId, application.userEmail, 'https://example.com/cv.pdf'],
      );
    }
  });
  // Writes made here bypass the routes; a cached read from the previous scenario must not survive.
  db.readCache.invalidate();
}
