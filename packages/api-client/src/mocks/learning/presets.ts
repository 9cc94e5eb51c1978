import { fixtureUser } from '../fixtures';
import { createMockDb, type MockDb, type MockDbOptions } from '../db';
import { LEARNING_COURSE_ID, AUTHORED_COURSE_ID, type MockCompletion } from './fixtures';
import { lessonsOf } from './state';

/**
 * How far Ada is in the course she is enrolled in (LEARNING_COURSE_ID): never opened a lesson,
 * a third of the way (the fixtures), all but the last lesson done, or finished with her
 * certificate.
 */
export type LearningStage = 'notStarted' | 'inProgress' | 'lastLesson' | 'completed';

export function learningDb(
  stage: LearningStage = 'inProgress',
  options: MockDbOptions = {},
): MockDb {
  const db = createMockDb(options);
  const learning = db.learning;
  const own = (c: { userEmail: string; courseId: string }) =>
    c.userEmail === fixtureUser.email && c.courseId === LEARNING_COURSE_ID;
  if (stage === 'inProgress') return db;
  learning.completions = learning.completions.filter((c) => !own(c));
  learning.positions = learning.positions.filter((p) => !own(p));
  if (stage === 'notStarted') return db;
  const lessons = lessonsOf(learning, LEARNING_COURSE_ID);
  const done = stage === 'completed' ? lessons : lessons.slice(0, -1);
  learning.completions.push(
    ...done.map((lesson, index): MockCompletion => ({
      userEmail: fixtureUser.email,
      courseId: LEARNING_COURSE_ID,
      lessonId: lesson._id,
      completedAt: new Date(
        Date.parse('2026-03-10T09:00:00.000Z') + index * 3_600_000,
      ).toISOString(),
    })),
  );
  const last = done.at(-1);
  if (last) {
    learning.positions.push({
      userEmail: fixtureUser.email,
      courseId: LEARNING_COURSE_ID,
      lessonId: stage === 'completed' ? last._id : (lessons.at(-1)?._id ?? last._id),
      openedAt: '2026-03-14T18:00:00.000Z',
    });
  }
  if (stage === 'completed') {
    learning.certificates.push({
      _id: 'certificate-typescript',
      userEmail: fixtureUser.email,
      courseId: LEARNING_COURSE_ID,
      courseTitle: 'TypeScript for JavaScript Developers',
      learnerName: fixtureUser.displayName,
      authorName: 'Alan Turing',
      issuedAt: '2026-03-14T18:05:00.000Z',
    });
  }
  return db;
}

/** The course Ada teaches has no curriculum yet: the editor's empty state. */
export function emptyCurriculumDb(options: MockDbOptions = {}): MockDb {
  const db = createMockDb(options);
  const learning = db.learning;
  const sectionIds = new Set(
    learning.curricula.find((c) => c.courseId === AUTHORED_COURSE_ID)?.sectionIds ?? [],
  );
  learning.curricula = learning.curricula.filter((c) => c.courseId !== AUTHORED_COURSE_ID);
  learning.sections = learning.sections.filter((s) => !sectionIds.has(s._id));
  learning.lessons = learning.lessons.filter((l) => l.courseId !== AUTHORED_COURSE_ID);
  return db;
}

/** Ada's course with its second section, 'First project', emptied: a section to move lessons into. */
export function emptySectionDb(options: MockDbOptions = {}): MockDb {
  const db = createMockDb(options);
  const learning = db.learning;
  const section = learning.sections.find(
    (s) => s.courseId === AUTHORED_COURSE_ID && s.title === 'First project',
  );
  if (section) {
    const gone = new Set(section.lessonIds);
    section.lessonIds = [];
    learning.lessons = learning.lessons.filter((l) => !gone.has(l._id));
  }
  return db;
}

/** Ada has no certificate. */
export function noCertificatesDb(options: MockDbOptions = {}): MockDb {
  const db = createMockDb(options);
  db.learning.certificates = db.learning.certificates.filter(
    (c) => c.userEmail !== fixtureUser.email,
  );
  return db;
}
