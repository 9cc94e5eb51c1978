import type { HttpHandler } from 'msw';
import { MAX_ENROLLMENTS } from '../../constants';
import { messages } from '../../messages';
import { seatsOf, type MockDb } from '../db';
import { error, http, signedIn } from './http';
import { findCourse } from './lookups';

/** Enrolling and unenrolling, with the server's rules in its order: duplicate, limit, full. */
export function enrollmentHandlers(db: MockDb): HttpHandler[] {
  /** The caller's enrollments, newest first, as the contract orders them. */
  const callerEnrollments = () =>
    db.enrollments
      .filter((e) => e.userEmail === db.user.email)
      .sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt) || a._id.localeCompare(b._id));

  return [
    http.post('/enrollments', async ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const { courseId } = await request.json();
      const course = findCourse(db, courseId);
      if (!course) return error(404, messages.courseNotFound);
      if (db.owners.get(course._id) === db.user.email) return error(403, messages.ownCourse);
      const mine = callerEnrollments();
      if (mine.some((e) => e.courseId === courseId)) return error(409, messages.alreadyEnrolled);
      if (mine.length >= MAX_ENROLLMENTS) return error(409, messages.enrollmentLimit);
      if (seatsOf(course).isFull) return error(409, messages.courseFull);
      const enrollment = {
        _id: db.nextId('enrollment'),
        courseId,
        userEmail: db.user.email,
        enrolledAt: db.now().toISOString(),
      };
      db.enrollments.push(enrollment);
      db.formerLearners.push({ courseId, userEmail: db.user.email });
      course.enrollments += 1;
      const { availableSeats, isFull } = seatsOf(course);
      return response(201).json({
        message: messages.enrolled,
        enrollment,
        availableSeats,
        isFull,
      });
    }),

    http.delete('/enrollments', async ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const { courseId, userEmail } = await request.json();
      if (userEmail !== db.user.email) return error(403, messages.ownEnrollmentsOnly);
      const course = findCourse(db, courseId);
      if (!course) return error(404, messages.courseNotFound);
      const existing = callerEnrollments().find((e) => e.courseId === courseId);
      if (!existing) return error(404, messages.notEnrolled);
      db.enrollments = db.enrollments.filter((e) => e !== existing);
      course.enrollments = Math.max(0, course.enrollments - 1);
      const { availableSeats, isFull } = seatsOf(course);
      return response(200).json({ message: messages.unenrolled, availableSeats, isFull });
    }),

    http.get('/enrollments/check', ({ request, query, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      if (query.get('userEmail') !== db.user.email) return error(403, messages.ownEnrollmentsOnly);
      const courseId = query.get('courseId');
      return response(200).json({
        isEnrolled: callerEnrollments().some((e) => e.courseId === courseId),
      });
    }),

    http.get('/enrollments/user/{email}', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      if (params.email !== db.user.email) return error(403, messages.ownEnrollmentsOnly);
      return response(200).json(callerEnrollments());
    }),

    http.get('/enrollments/seats/{courseId}', ({ params, response }) => {
      const course = findCourse(db, params.courseId);
      return course ? response(200).json(seatsOf(course)) : error(404, messages.courseNotFound);
    }),

    http.get('/enrollments/my-courses', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      return response(200).json(
        callerEnrollments().map((enrollment) => {
          const course = findCourse(db, enrollment.courseId);
          return {
            ...enrollment,
            courseDetails: course
              ? { title: course.title, description: course.description, imageUrl: course.imageUrl }
              : null,
          };
        }),
      );
    }),
  ];
}
