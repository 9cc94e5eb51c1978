import { messages } from '@edugate/api-client/messages';
import { enrollmentData } from '../tables/enrollments.ts';
import { assertOwnEmail, callerEmail, displayNameOf, isUuid, type Deps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { OperationHandlers } from '../http/operations.ts';

type EnrollmentOperations =
  | 'enroll'
  | 'unenroll'
  | 'checkEnrollment'
  | 'listUserEnrollments'
  | 'getSeats'
  | 'listMyEnrollments';

function validCourseId(id: string): string {
  if (!isUuid(id)) throw notFound(messages.courseNotFound);
  return id;
}

export function enrollmentHandlers({
  db,
  config,
}: Deps): Pick<OperationHandlers, EnrollmentOperations> {
  const enrollments = enrollmentData(db, config.publicUrl);
  return {
    async enroll(request, reply) {
      const email = callerEmail(request);
      const courseId = validCourseId(request.body.courseId);
      const result = await enrollments.enroll(courseId, {
        email,
        name: displayNameOf(request, email),
      });
      reply.code(201);
      return { message: messages.enrolled, ...result };
    },

    async unenroll(request) {
      const email = assertOwnEmail(request, request.body.userEmail);
      const courseId = validCourseId(request.body.courseId);
      return { message: messages.unenrolled, ...(await enrollments.unenroll(courseId, email)) };
    },

    async checkEnrollment(request) {
      const { userEmail, courseId } = request.query;
      const email = assertOwnEmail(request, userEmail);
      if (!isUuid(courseId)) return { isEnrolled: false };
      return { isEnrolled: await enrollments.isEnrolled(email, courseId) };
    },

    async listUserEnrollments(request) {
      return enrollments.listByUser(assertOwnEmail(request, request.params.email));
    },

    async getSeats(request) {
      const courseId = validCourseId(request.params.courseId);
      const seats = await db.readCache.read(JSON.stringify(['getSeats', courseId]), () =>
        enrollments.seats(courseId),
      );
      if (!seats) throw notFound(messages.courseNotFound);
      return seats;
    },

    async listMyEnrollments(request) {
      return enrollments.listWithCourses(callerEmail(request));
    },
  };
}
