import { FIXTURE_NOW, type MockDbOptions } from '@edugate/api-client/mocks';
import type { Database, Queryable } from '../../src/db/database.ts';
import { insertJobRecord } from '../../src/tables/jobs.ts';

/**
 * Puts the reference server's database in the state `createMockDb(options)` starts the mocks in,
 * so one scenario can run against both. Ids must be UUIDs here (the server's ids); the mocks
 * accept any string. Replaces everything in the database.
 */
export async function loadMockSeed(db: Database, options: MockDbOptions): Promise<void> {
  const {
    courses = [],
    enrollments = [],
    jobs = [],
    applications = [],
    owners = {},
    jobPosters = {},
  } = options;
  await db.transaction(async (tx) => {
    await tx.exec('DELETE FROM job_applications; DELETE FROM enrollments; DELETE FROM jobs;');
    // Certificates outlive their courses (course_id becomes NULL): they go explicitly.
    await tx.exec('DELETE FROM certificates; DELETE FROM courses;');
    for (const course of courses) {
      const owner = owners[course._id];
      if (!owner) throw new Error(`loadMockSeed: course ${course._id} needs an owner`);
      await tx.query(
        `INSERT INTO courses (id, title, description, image_url, duration, category,
           added_by_email, added_by_name, added_at, enrollments, total_seats, outcomes)
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
          course.outcomes,
        ],
      );
    }
    for (const enrollment of enrollments) {
      await tx.query(
        'INSERT INTO enrollments (id, course_id, user_email, enrolled_at) VALUES ($1, $2, $3, $4)',
        [enrollment._id, enrollment.courseId, enrollment.userEmail, enrollment.enrolledAt],
      );
    }
    // Reviews and past learners as createMockDb keeps them; ratings then computed from the rows,
    // as the server's review transaction does (the mock db's syncRatings).
    for (const { courseId, userEmail } of options.formerLearners ?? []) {
      await tx.query(
        'INSERT INTO enrollment_history (course_id, user_email) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [courseId, userEmail],
      );
    }
    for (const { review, userEmail } of options.reviews ?? []) {
      await tx.query(
        `INSERT INTO enrollment_history (course_id, user_email) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [review.courseId, userEmail],
      );
      await tx.query(
        `INSERT INTO reviews (id, course_id, user_email, user_name, rating, comment, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          review._id,
          review.courseId,
          userEmail,
          review.userName,
          review.rating,
          review.comment,
          review.createdAt,
          review.updatedAt,
        ],
      );
    }
    await tx.query(
      `UPDATE courses c SET rating = r.rating, rating_count = r.n
       FROM (SELECT course_id, round(avg(rating), 1) AS rating, count(*)::int AS n
             FROM reviews GROUP BY course_id) AS r
       WHERE r.course_id = c.id`,
    );
    for (const job of jobs) {
      await insertJobRecord(tx, {
        ...job,
        id: job._id,
        postedBy: { email: jobPosters[job._id] ?? null, name: job.postedBy },
      });
    }
    for (const application of applications) {
      // As createMockDb fills what a seed leaves out.
      await tx.query(
        `INSERT INTO job_applications (${application._id ? 'id, ' : ''}job_id, user_email,
           resume_url, cover_letter, status, applicant_name, applied_at)
         VALUES (${application._id ? '$8, ' : ''}$1, $2, $3, $4, $5, $6, $7)`,
        [
          application.jobId,
          application.userEmail,
          application.resumeUrl ?? 'https://example.com/resume.pdf',
          application.coverLetter ?? '',
          application.status ?? 'New',
          application.name ?? '',
          application.appliedAt ?? FIXTURE_NOW.toISOString(),
          ...(application._id ? [application._id] : []),
        ],
      );
    }
    await loadLearning(tx, options.learning);
  });
  // Writes made here bypass the routes; a cached read from the previous scenario must not survive.
  db.readCache.invalidate();
}

/** Curricula and learners' progress as the mock db holds them (`MockDbOptions['learning']`). */
async function loadLearning(
  tx: Queryable,
  learning: MockDbOptions['learning'] = {},
): Promise<void> {
  const { curricula = [], sections = [], lessons = [] } = learning;
  for (const curriculum of curricula) {
    for (const [sectionIndex, sectionId] of curriculum.sectionIds.entries()) {
      const section = sections.find((candidate) => candidate._id === sectionId);
      if (!section) throw new Error(`loadMockSeed: no section ${sectionId}`);
      await tx.query(
        'INSERT INTO sections (id, course_id, title, position) VALUES ($1, $2, $3, $4)',
        [section._id, curriculum.courseId, section.title, sectionIndex + 1],
      );
      for (const [lessonIndex, lessonId] of section.lessonIds.entries()) {
        const lesson = lessons.find((candidate) => candidate._id === lessonId);
        if (!lesson) throw new Error(`loadMockSeed: no lesson ${lessonId}`);
        await tx.query(
          `INSERT INTO lessons (id, course_id, section_id, position, title, kind, minutes, preview,
             body, body_html, video_url, captions_url, pass_mark, questions)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb)`,
          [
            lesson._id,
            curriculum.courseId,
            section._id,
            lessonIndex + 1,
            lesson.title,
            lesson.kind,
            lesson.minutes,
            lesson.preview,
            lesson.body ?? null,
            lesson.html ?? null,
            lesson.videoUrl ?? null,
            lesson.captionsUrl ?? null,
            lesson.kind === 'quiz' ? (lesson.passMark ?? 70) : null,
            lesson.questions ? JSON.stringify(lesson.questions) : null,
          ],
        );
      }
    }
  }
  for (const completion of learning.completions ?? []) {
    await tx.query(
      `INSERT INTO lesson_completions (user_email, lesson_id, course_id, completed_at)
       VALUES ($1, $2, $3, $4)`,
      [completion.userEmail, completion.lessonId, completion.courseId, completion.completedAt],
    );
  }
  for (const position of learning.positions ?? []) {
    await tx.query(
      `INSERT INTO last_positions (user_email, course_id, lesson_id, opened_at) VALUES ($1, $2, $3, $4)`,
      [position.userEmail, position.courseId, position.lessonId, position.openedAt],
    );
  }
  for (const certificate of learning.certificates ?? []) {
    await tx.query(
      `INSERT INTO certificates (id, user_email, course_id, course_title, learner_name, author_name, issued_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        certificate._id,
        certificate.userEmail,
        certificate.courseId,
        certificate.courseTitle,
        certificate.learnerName,
        certificate.authorName,
        certificate.issuedAt,
      ],
    );
  }
}
