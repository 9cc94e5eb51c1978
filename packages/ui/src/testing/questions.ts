// Questions and answers under the TypeScript course's lessons, for the stories of the questions
// panel and of the course's Q&A page: fixed writers, texts and times before the mocks' clock.
import {
  LEARNING_COURSE_ID,
  learningDb,
  otherUser,
  type FixtureUser,
  type MockDb,
} from '@edugate/api-client/mocks';

/** 'Interfaces and type aliases' of the TypeScript course: Ada is enrolled, Grace wrote it. */
export const QUESTIONS_LESSON_ID = 'lesson-02-05';

export type MockQuestion = MockDb['questions'][number];
export type MockAnswer = MockDb['questionAnswers'][number];

export interface Writer {
  email: string;
  displayName: string;
}

export const ada: Writer = { email: 'ada@example.com', displayName: 'Ada Lovelace' };
export const grace = otherUser;
export const alan: Writer = { email: 'alan@example.com', displayName: 'Alan Turing' };
export const katherine: Writer = {
  email: 'katherine@example.com',
  displayName: 'Katherine Johnson',
};

export const question = (
  id: string,
  title: string,
  by: Writer,
  createdAt: string,
  more: Partial<Omit<MockQuestion, 'question'>> & { details?: string; lessonId?: string } = {},
): MockQuestion => {
  const { details = '', lessonId = QUESTIONS_LESSON_ID, ...rest } = more;
  return {
    question: {
      _id: id,
      courseId: LEARNING_COURSE_ID,
      lessonId,
      title,
      details,
      authorName: by.displayName,
      createdAt,
    },
    authorEmail: by.email,
    upvoters: [],
    deleted: false,
    hidden: false,
    ...rest,
  };
};

export const answer = (
  id: string,
  questionId: string,
  body: string,
  by: Writer,
  createdAt: string,
  hidden = false,
): MockAnswer => ({
  answer: { _id: id, questionId, body, authorName: by.displayName, createdAt },
  authorEmail: by.email,
  hidden,
});

/** Three questions at fixed times before the mocks' clock (2026-03-15 12:00 UTC). */
export const seededQuestions: MockQuestion[] = [
  question(
    'question-interface',
    'When should I pick an interface over a type alias?',
    alan,
    '2026-03-14T09:00:00.000Z',
    {
      details: 'Both seem to describe object shapes. Is one better for a public API?',
      upvoters: [katherine.email, grace.email],
    },
  ),
  question(
    'question-extend',
    'Can an interface extend a type alias?',
    ada,
    '2026-03-15T08:30:00.000Z',
  ),
  question(
    'question-merge',
    'Why does declaration merging not work with type aliases?',
    katherine,
    '2026-03-13T16:00:00.000Z',
    { upvoters: [alan.email] },
  ),
];

export const seededAnswers: MockAnswer[] = [
  answer(
    'answer-instructor',
    'question-interface',
    'Prefer an interface for shapes others extend; an alias for unions and mapped types.',
    grace,
    '2026-03-14T10:00:00.000Z',
  ),
  answer(
    'answer-learner',
    'question-interface',
    'I use aliases everywhere and have not had a problem yet.',
    katherine,
    '2026-03-14T11:30:00.000Z',
  ),
  answer(
    'answer-yes',
    'question-extend',
    'Yes, as long as the alias names an object type.',
    alan,
    '2026-03-15T09:15:00.000Z',
  ),
];

export const withQuestions =
  (questions: MockQuestion[], answers: MockAnswer[] = [], user?: FixtureUser) =>
  (): MockDb => {
    const db = learningDb('inProgress', user ? { user } : {});
    db.questions.push(...structuredClone(questions));
    db.questionAnswers.push(...structuredClone(answers));
    return db;
  };
