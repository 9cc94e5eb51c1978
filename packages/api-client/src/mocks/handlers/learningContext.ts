import type { HttpResponse } from 'msw';
import { messages } from '../../messages';
import type { ApiErrorBody } from '../../types';
import type { MockDb } from '../db';
import type { MockLesson } from '../learning/fixtures';
import { outlineOf, progressOf } from '../learning/state';
import { error, signedIn } from './http';

/**
 * What the curriculum and learning handlers share, as the reference server's lesson access does:
 * lookups in the mock database, the caller's standing in a course, and the two guards.
 */
export function learningContext(db: MockDb) {
  const learning = db.learning;
  const findCourse = (id: string) => db.courses.find((course) => course._id === id);
  const isOwner = (courseId: string) => db.owners.get(courseId) === db.user.email;
  const isEnrolled = (courseId: string) =>
    db.enrollments.some((e) => e.courseId === courseId && e.userEmail === db.user.email);
  const lessonOf = (courseId: string, lessonId: string) =>
    learning.lessons.find((l) => l._id === lessonId && l.courseId === courseId);
  const sectionOf = (courseId: string, sectionId: string) =>
    learning.sections.find((s) => s._id === sectionId && s.courseId === courseId);
  const curriculumOf = (courseId: string) => {
    let curriculum = learning.curricula.find((c) => c.courseId === courseId);
    if (!curriculum) {
      curriculum = { courseId, sectionIds: [] };
      learning.curricula.push(curriculum);
    }
    return curriculum;
  };
  const progress = (courseId: string) =>
    progressOf(learning, courseId, db.user.email, isEnrolled(courseId));
  const written = (message: string, courseId: string, lessonId?: string) => ({
    message,
    outline: outlineOf(learning, courseId),
    ...(lessonId ? { lessonId } : {}),
  });

  /** 401, then 404 for an unknown course or one the caller does not own (no existence leak). */
  function authorGuard(request: Request, courseId: string): HttpResponse<ApiErrorBody> | null {
    if (!signedIn(request)) return error(401, messages.signIn);
    if (!findCourse(courseId) || !isOwner(courseId)) return error(404, messages.courseNotFound);
    return null;
  }

  /** 401, 404 (course, lesson), then 403 unless the caller may open the lesson. */
  function lessonGuard(
    request: Request,
    courseId: string,
    lessonId: string,
    { learnerOnly }: { learnerOnly: boolean },
  ): HttpResponse<ApiErrorBody> | MockLesson {
    if (!signedIn(request)) return error(401, messages.signIn);
    if (!findCourse(courseId)) return error(404, messages.courseNotFound);
    const lesson = lessonOf(courseId, lessonId);
    if (!lesson) return error(404, messages.lessonNotFound);
    const allowed = learnerOnly
      ? isEnrolled(courseId)
      : isEnrolled(courseId) || isOwner(courseId) || lesson.preview;
    return allowed ? lesson : error(403, messages.lessonForbidden);
  }

  return {
    learning,
    findCourse,
    isOwner,
    isEnrolled,
    lessonOf,
    sectionOf,
    curriculumOf,
    progress,
    written,
    authorGuard,
    lessonGuard,
  };
}
