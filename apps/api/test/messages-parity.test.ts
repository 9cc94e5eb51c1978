import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MOCK_API_BASE_URL,
  createHandlers,
  createMockDb,
  type MockDbOptions,
} from '@edugate/api-client/mocks';
import { MAX_ATTACHED_CERTIFICATES } from '@edugate/api-client/constants';
import { messages, type MessageKey } from '@edugate/api-client/messages';
import type { Course, Enrollment, Job } from '@edugate/api-client';
import { assertMatchesContract } from './support/contract-check.ts';
import { startTestApi, type TestApi } from './support/harness.ts';
import { loadMockSeed } from './support/mock-seed.ts';
import type { TestUser } from './support/types.ts';

/*
 * The same single-user scenarios against the MSW mock handlers and the reference server: every
 * step must answer the same status and body on both (values only the server can make up, such as
 * new ids and times, are masked), and every response must match openapi.yaml. Both sides take
 * their texts from @edugate/api-client/messages; a text written anywhere else shows up here.
 */

const OTHER = 'grace.parity@example.com';
const ids = {
  open: '6f1c2d3e-0000-4000-8000-0000000000a1',
  mine: '6f1c2d3e-0000-4000-8000-0000000000a2',
  full: '6f1c2d3e-0000-4000-8000-0000000000a3',
  taken1: '6f1c2d3e-0000-4000-8000-0000000000a4',
  taken2: '6f1c2d3e-0000-4000-8000-0000000000a5',
  taken3: '6f1c2d3e-0000-4000-8000-0000000000a6',
  missing: '6f1c2d3e-0000-4000-8000-0000000000ff',
  job: '9a8b7c6d-0000-4000-8000-0000000000b1',
  missingJob: '9a8b7c6d-0000-4000-8000-0000000000bf',
  myJob: '9a8b7c6d-0000-4000-8000-0000000000b2',
  closedJob: '9a8b7c6d-0000-4000-8000-0000000000b3',
  otherJob: '9a8b7c6d-0000-4000-8000-0000000000b4',
  received: '1c2d3e4f-0000-4000-8000-0000000000c1',
  shortlisted: '1c2d3e4f-0000-4000-8000-0000000000c2',
  missingApplication: '1c2d3e4f-0000-4000-8000-0000000000cf',
  learn: '6f1c2d3e-0000-4000-8000-0000000000a7',
  sectionOne: '7a7a7a7a-0000-4000-8000-0000000000e1',
  sectionTwo: '7a7a7a7a-0000-4000-8000-0000000000e2',
  mySection: '7a7a7a7a-0000-4000-8000-0000000000e3',
  preview: '8b8b8b8b-0000-4000-8000-0000000000f1',
  article: '8b8b8b8b-0000-4000-8000-0000000000f2',
  quiz: '8b8b8b8b-0000-4000-8000-0000000000f3',
  myLesson: '8b8b8b8b-0000-4000-8000-0000000000f4',
  missingCertificate: '9c9c9c9c-0000-4000-8000-0000000000ff',
};

/**
 * A course of someone else's with two sections (a Preview article and an article; a quiz), and a
 * section of one lesson in the caller's own course. Articles are single paragraphs, which the
 * server's Markdown renders exactly as the mocks store them.
 */
function learningWorld(): NonNullable<MockDbOptions['learning']> {
  const paragraph = (text: string) => ({ body: text, html: `<p>${text}</p>\n` });
  return {
    curricula: [
      { courseId: ids.learn, sectionIds: [ids.sectionOne, ids.sectionTwo] },
      { courseId: ids.mine, sectionIds: [ids.mySection] },
    ],
    sections: [
      {
        _id: ids.sectionOne,
        courseId: ids.learn,
        title: 'Basics',
        lessonIds: [ids.preview, ids.article],
      },
      { _id: ids.sectionTwo, courseId: ids.learn, title: 'Check', lessonIds: [ids.quiz] },
      { _id: ids.mySection, courseId: ids.mine, title: 'Mine', lessonIds: [ids.myLesson] },
    ],
    lessons: [
      {
        _id: ids.preview,
        courseId: ids.learn,
        sectionId: ids.sectionOne,
        title: 'Welcome',
        kind: 'article',
        minutes: 3,
        preview: true,
        ...paragraph('Welcome to the course.'),
      },
      {
        _id: ids.article,
        courseId: ids.learn,
        sectionId: ids.sectionOne,
        title: 'The idea',
        kind: 'article',
        minutes: 7,
        preview: false,
        ...paragraph('The idea, explained.'),
      },
      {
        _id: ids.quiz,
        courseId: ids.learn,
        sectionId: ids.sectionTwo,
        title: 'Quiz',
        kind: 'quiz',
        minutes: 4,
        preview: false,
        passMark: 50,
        questions: [
          { prompt: 'Two plus two?', options: ['3', '4'], answer: 1 },
          { prompt: 'Is this a quiz?', options: ['Yes', 'No'], answer: 0 },
        ],
      },
      {
        _id: ids.myLesson,
        courseId: ids.mine,
        sectionId: ids.mySection,
        title: 'My lesson',
        kind: 'article',
        minutes: 5,
        preview: false,
        ...paragraph('Written by me.'),
      },
    ],
    completions: [],
    attempts: [],
    positions: [],
    certificates: [],
  };
}

function course(id: string, title: string, totalSeats: number, enrollments: number): Course {
  return {
    _id: id,
    title,
    description: `${title}, for the parity test.`,
    imageUrl: 'https://example.com/parity.png',
    duration: '3 weeks',
    category: 'data science',
    addedByName: 'Grace Parity',
    addedAt: '2026-03-01T10:00:00.000Z',
    enrollments,
    // No reviews in this scenario: unrated, as the server derives it from the reviews table.
    rating: null,
    ratingCount: 0,
    totalSeats,
    outcomes: [],
    skills: [],
  };
}

const job: Job = {
  _id: ids.job,
  title: 'Parity Tester',
  company: 'Contract Labs',
  location: 'Remote',
  salary: 'EUR 50,000',
  type: 'Contract',
  description: 'Keeps mocks and server saying the same thing.',
  requirements: ['Patience'],
  benefits: ['Green builds'],
  postedAt: '2026-03-02T08:00:00.000Z',
  status: 'open',
  postedBy: 'Contract Labs',
  skills: [],
};

/** The job board's other half: one job of mine, a closed one, one I am shortlisted for. */
const boardJobs: Job[] = [
  {
    ...job,
    _id: ids.myJob,
    title: 'My Posting',
    postedBy: 'Parity Tester',
    postedAt: '2026-03-03T08:00:00.000Z',
  },
  {
    ...job,
    _id: ids.closedJob,
    title: 'Closed Posting',
    status: 'closed',
    postedAt: '2026-03-01T08:00:00.000Z',
  },
  {
    ...job,
    _id: ids.otherJob,
    title: 'Shortlisting Posting',
    type: 'Remote',
    postedAt: '2026-02-28T08:00:00.000Z',
  },
];

function enrollment(index: number, courseId: string, userEmail: string): Enrollment {
  return {
    _id: `0b7e9a40-0000-4000-8000-00000000e00${index}`,
    courseId,
    userEmail,
    enrolledAt: `2026-03-0${index}T09:00:00.000Z`,
  };
}

/** One world for every scenario; `taken` puts the user at the 3-course limit. */
function world(me: TestUser, options: { taken?: boolean; applied?: boolean } = {}): MockDbOptions {
  const courses = [
    course(ids.open, 'Open Course', 30, 0),
    { ...course(ids.mine, 'My Course', 30, 0), addedByName: 'Parity Tester' },
    course(ids.full, 'Full Course', 2, 2),
    course(ids.taken1, 'Taken One', 30, 1),
    course(ids.taken2, 'Taken Two', 30, 1),
    course(ids.taken3, 'Taken Three', 30, 1),
    course(ids.learn, 'Learning Course', 30, 0),
  ];
  const enrollments = [
    enrollment(1, ids.full, 'learner1.parity@example.com'),
    enrollment(2, ids.full, 'learner2.parity@example.com'),
    ...(options.taken
      ? [ids.taken1, ids.taken2, ids.taken3].map((id, index) => enrollment(index + 3, id, me.email))
      : []),
  ];
  return {
    user: { email: me.email, displayName: 'Parity Tester', photoURL: '' },
    courses,
    owners: Object.fromEntries(courses.map((c) => [c._id, c._id === ids.mine ? me.email : OTHER])),
    enrollments,
    // One review of the full course by someone else: its rating and the summary come from it.
    reviews: [
      {
        userEmail: 'learner1.parity@example.com',
        review: {
          _id: '5e5e5e5e-0000-4000-8000-0000000000d1',
          courseId: ids.full,
          rating: 4,
          comment: 'Good.\nWould take again.',
          userName: 'Lena Parity',
          createdAt: '2026-03-06T09:00:00.000Z',
          updatedAt: '2026-03-06T09:00:00.000Z',
        },
      },
    ],
    learning: learningWorld(),
    jobs: [job, ...boardJobs],
    jobPosters: { [ids.myJob]: me.email, [ids.closedJob]: OTHER, [ids.otherJob]: OTHER },
    applications: [
      ...(options.applied ? [{ jobId: ids.job, userEmail: me.email }] : []),
      {
        _id: ids.received,
        jobId: ids.myJob,
        userEmail: OTHER,
        name: 'Grace Parity',
        coverLetter: 'Two lines,\nas people write them.',
        appliedAt: '2026-03-04T08:00:00.000Z',
      },
      {
        _id: ids.shortlisted,
        jobId: ids.otherJob,
        userEmail: me.email,
        name: 'Parity Tester',
        status: 'Shortlisted',
        appliedAt: '2026-03-05T08:00:00.000Z',
      },
    ],
  };
}

interface Step {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** Sent without a token. */
  signedOut?: boolean;
  /** The `error` or `message` text this step is about, so a scenario cannot drift off its point. */
  says?: MessageKey;
  /** Dotted paths of values only the server makes up (new ids, times); masked on both sides. */
  generated?: string[];
}

interface Scenario {
  name: string;
  seed?: { taken?: boolean; applied?: boolean };
  steps: (me: TestUser) => Step[];
}

const input = {
  title: 'Renamed',
  description: 'A course edited by the parity test.',
  imageUrl: 'https://example.com/renamed.png',
  duration: '4 weeks',
};

const reviewed = ['review._id', 'review.createdAt', 'review.updatedAt'];

const scenarios: Scenario[] = [
  {
    name: 'reviews: who may rate, bad ratings and comments, write, replace, read, delete',
    steps: () => [
      { method: 'GET', path: `/courses/${ids.full}/reviews` },
      { method: 'GET', path: `/courses/${ids.full}/reviews/summary` },
      { method: 'GET', path: `/courses/${ids.full}` },
      { method: 'GET', path: `/courses/${ids.open}/reviews/mine` },
      {
        method: 'PUT',
        path: `/courses/${ids.open}/reviews/mine`,
        body: { rating: 4 },
        says: 'reviewNotEnrolled',
      },
      {
        method: 'PUT',
        path: `/courses/${ids.mine}/reviews/mine`,
        body: { rating: 4 },
        says: 'reviewOwnCourse',
      },
      {
        method: 'POST',
        path: '/enrollments',
        body: { courseId: ids.open },
        says: 'enrolled',
        generated: ['enrollment._id', 'enrollment.enrolledAt'],
      },
      {
        method: 'PUT',
        path: `/courses/${ids.open}/reviews/mine`,
        body: { rating: 4.5 },
        says: 'reviewRatingInvalid',
      },
      {
        method: 'PUT',
        path: `/courses/${ids.open}/reviews/mine`,
        body: { rating: 4, comment: 'x'.repeat(2001) },
        says: 'reviewTooLong',
      },
      {
        method: 'PUT',
        path: `/courses/${ids.open}/reviews/mine`,
        body: { rating: 4, comment: '  Clear.\nPractical.  ' },
        says: 'reviewSubmitted',
        generated: reviewed,
      },
      {
        method: 'PUT',
        path: `/courses/${ids.open}/reviews/mine`,
        body: { rating: 5 },
        says: 'reviewUpdated',
        generated: reviewed,
      },
      { method: 'GET', path: `/courses/${ids.open}/reviews/mine`, generated: reviewed },
      {
        method: 'GET',
        path: `/courses/${ids.open}/reviews`,
        generated: ['0._id', '0.createdAt', '0.updatedAt'],
      },
      { method: 'DELETE', path: `/courses/${ids.open}/reviews/mine`, says: 'reviewDeleted' },
      { method: 'DELETE', path: `/courses/${ids.open}/reviews/mine`, says: 'reviewNotFound' },
      {
        method: 'PUT',
        path: `/courses/${ids.missing}/reviews/mine`,
        body: { rating: 3 },
        says: 'courseNotFound',
      },
      {
        method: 'PUT',
        path: `/courses/${ids.open}/reviews/mine`,
        body: { rating: 3 },
        signedOut: true,
        says: 'signIn',
      },
    ],
  },
  {
    name: "learners: the author's list, anyone else 403",
    steps: () => [
      { method: 'GET', path: `/courses/${ids.mine}/learners` },
      { method: 'GET', path: `/courses/${ids.full}/learners`, says: 'learnersOwnerOnly' },
    ],
  },
  {
    name: 'enrol, then enrol again (duplicate), then unenrol',
    steps: () => [
      {
        method: 'POST',
        path: '/enrollments',
        body: { courseId: ids.open },
        says: 'enrolled',
        generated: ['enrollment._id', 'enrollment.enrolledAt'],
      },
      {
        method: 'POST',
        path: '/enrollments',
        body: { courseId: ids.open },
        says: 'alreadyEnrolled',
      },
      { method: 'GET', path: `/enrollments/seats/${ids.open}` },
      { method: 'GET', path: `/courses/${ids.open}` },
    ],
  },
  {
    name: 'unenrol',
    steps: (me) => [
      {
        method: 'DELETE',
        path: '/enrollments',
        body: { courseId: ids.open, userEmail: me.email },
        says: 'notEnrolled',
      },
      {
        method: 'POST',
        path: '/enrollments',
        body: { courseId: ids.open },
        generated: ['enrollment._id', 'enrollment.enrolledAt'],
      },
      {
        method: 'DELETE',
        path: '/enrollments',
        body: { courseId: ids.open, userEmail: me.email },
        says: 'unenrolled',
      },
      {
        method: 'DELETE',
        path: '/enrollments',
        body: { courseId: ids.missing, userEmail: me.email },
        says: 'courseNotFound',
      },
    ],
  },
  {
    name: 'the limit of three enrollments',
    seed: { taken: true },
    steps: (me) => [
      {
        method: 'POST',
        path: '/enrollments',
        body: { courseId: ids.open },
        says: 'enrollmentLimit',
      },
      {
        method: 'GET',
        path: `/enrollments/check?userEmail=${encodeURIComponent(me.email)}&courseId=${ids.taken2}`,
      },
      { method: 'GET', path: `/enrollments/user/${encodeURIComponent(me.email)}` },
    ],
  },
  {
    name: 'a full course',
    steps: () => [
      { method: 'POST', path: '/enrollments', body: { courseId: ids.full }, says: 'courseFull' },
      { method: 'GET', path: `/enrollments/seats/${ids.full}` },
    ],
  },
  {
    name: 'a missing course',
    steps: () => [
      { method: 'GET', path: `/courses/${ids.missing}`, says: 'courseNotFound' },
      { method: 'GET', path: `/enrollments/seats/${ids.missing}`, says: 'courseNotFound' },
      {
        method: 'POST',
        path: '/enrollments',
        body: { courseId: ids.missing },
        says: 'courseNotFound',
      },
      { method: 'PUT', path: `/courses/${ids.missing}`, body: input, says: 'courseNotFound' },
      { method: 'DELETE', path: `/courses/${ids.missing}`, says: 'courseNotFound' },
    ],
  },
  {
    name: "another owner's course, then one's own (without a category)",
    steps: () => [
      { method: 'PUT', path: `/courses/${ids.open}`, body: input, says: 'notCourseOwner' },
      { method: 'DELETE', path: `/courses/${ids.open}`, says: 'notCourseOwner' },
      { method: 'PUT', path: `/courses/${ids.mine}`, body: input },
      { method: 'GET', path: '/courses/my-courses' },
      { method: 'DELETE', path: `/courses/${ids.mine}` },
      { method: 'GET', path: `/courses/${ids.mine}`, says: 'courseNotFound' },
    ],
  },
  {
    name: "a course's outcomes: refused, trimmed, kept when left out, removed with []",
    steps: () => {
      const withOutcomes = (outcomes: string[]) => ({ ...input, outcomes });
      return [
        {
          method: 'PUT',
          path: `/courses/${ids.mine}`,
          body: withOutcomes(['1', '2', '3', '4', '5', '6', '7']),
          says: 'tooManyOutcomes',
        },
        {
          method: 'PUT',
          path: `/courses/${ids.mine}`,
          body: withOutcomes(['Read a chart', '']),
          says: 'outcomeEmpty',
        },
        {
          method: 'PUT',
          path: `/courses/${ids.mine}`,
          body: withOutcomes(['   ']),
          says: 'outcomeBlank',
        },
        {
          method: 'PUT',
          path: `/courses/${ids.mine}`,
          body: withOutcomes(['x'.repeat(121)]),
          says: 'outcomeTooLong',
        },
        {
          method: 'PUT',
          path: `/courses/${ids.mine}`,
          body: withOutcomes(['  Read a chart ', 'x'.repeat(120)]),
        },
        { method: 'PUT', path: `/courses/${ids.mine}`, body: input },
        { method: 'GET', path: `/courses/${ids.mine}` },
        { method: 'PUT', path: `/courses/${ids.mine}`, body: withOutcomes([]) },
        {
          method: 'POST',
          path: '/courses',
          body: withOutcomes(['Plot a time series']),
          generated: ['_id', 'addedAt'],
        },
        {
          method: 'POST',
          path: '/courses',
          body: withOutcomes(['']),
          says: 'outcomeEmpty',
        },
      ];
    },
  },
  {
    name: 'apply to a job twice, and to a missing job',
    steps: () => {
      const application = { resumeUrl: 'https://example.com/cv.pdf' };
      return [
        {
          method: 'POST',
          path: `/jobs/${ids.job}/apply`,
          body: application,
          says: 'applied',
          generated: ['applicationId'],
        },
        {
          method: 'POST',
          path: `/jobs/${ids.job}/apply`,
          body: application,
          says: 'alreadyApplied',
        },
        {
          method: 'POST',
          path: `/jobs/${ids.missingJob}/apply`,
          body: application,
          says: 'jobNotFound',
        },
      ];
    },
  },
  {
    name: 'apply with certificates: too many, twice, unknown, then none',
    steps: () => {
      const apply = (certificateIds: string[], says: MessageKey): Step => ({
        method: 'POST',
        path: `/jobs/${ids.job}/apply`,
        body: { resumeUrl: 'https://example.com/cv.pdf', certificateIds },
        says,
      });
      const many = Array.from(
        { length: MAX_ATTACHED_CERTIFICATES + 1 },
        (_, i) => `9c9c9c9c-0000-4000-8000-${String(i).padStart(12, '0')}`,
      );
      return [
        apply(many, 'tooManyAttachedCertificates'),
        apply([ids.missingCertificate, ids.missingCertificate], 'duplicateAttachedCertificates'),
        apply([ids.missingCertificate], 'attachedCertificateNotYours'),
        { ...apply([], 'applied'), generated: ['applicationId'] },
      ];
    },
  },
  {
    name: "the job board's other half: own, closed, shortlisted, someone else's",
    steps: () => {
      const application = { resumeUrl: 'https://example.com/cv.pdf' };
      const edit = {
        title: 'Edited',
        company: 'C',
        location: 'L',
        salary: 'S',
        type: 'Contract',
        description: 'Edited by the parity test.',
      };
      return [
        { method: 'GET', path: '/jobs' },
        { method: 'GET', path: '/jobs?q=posting&type=Remote&limit=5&offset=0' },
        { method: 'POST', path: `/jobs/${ids.myJob}/apply`, body: application, says: 'ownJob' },
        {
          method: 'POST',
          path: `/jobs/${ids.closedJob}/apply`,
          body: application,
          says: 'jobClosed',
        },
        { method: 'GET', path: '/applications/mine' },
        { method: 'DELETE', path: `/applications/${ids.shortlisted}`, says: 'cannotWithdraw' },
        {
          method: 'DELETE',
          path: `/applications/${ids.missingApplication}`,
          says: 'applicationNotFound',
        },
        {
          method: 'PATCH',
          path: `/applications/${ids.shortlisted}`,
          body: { status: 'Hired' },
          says: 'applicationNotFound',
        },
        { method: 'GET', path: `/jobs/${ids.otherJob}/applications`, says: 'jobNotFound' },
        { method: 'PUT', path: `/jobs/${ids.otherJob}`, body: edit, says: 'notJobPoster' },
        { method: 'DELETE', path: `/jobs/${ids.otherJob}`, says: 'notJobPoster' },
        { method: 'GET', path: '/jobs/mine' },
        { method: 'GET', path: `/jobs/${ids.myJob}/applications` },
        { method: 'PATCH', path: `/applications/${ids.received}`, body: { status: 'Reviewed' } },
        { method: 'PUT', path: `/jobs/${ids.myJob}`, body: edit },
        { method: 'PATCH', path: `/jobs/${ids.myJob}`, body: { status: 'closed' } },
        { method: 'GET', path: '/jobs' },
        { method: 'DELETE', path: `/jobs/${ids.myJob}` },
        {
          method: 'PATCH',
          path: `/applications/${ids.received}`,
          body: { status: 'Hired' },
          says: 'applicationNotFound',
        },
        {
          method: 'PATCH',
          path: `/jobs/${ids.missingJob}`,
          body: { status: 'open' },
          says: 'jobNotFound',
        },
      ];
    },
  },
  {
    name: "someone else's e-mail",
    steps: () => [
      { method: 'POST', path: '/jwt', body: { email: OTHER }, says: 'sessionForOtherEmail' },
      { method: 'GET', path: `/enrollments/user/${OTHER}`, says: 'ownEnrollmentsOnly' },
      {
        method: 'GET',
        path: `/enrollments/check?userEmail=${OTHER}&courseId=${ids.open}`,
        says: 'ownEnrollmentsOnly',
      },
      {
        method: 'DELETE',
        path: '/enrollments',
        body: { courseId: ids.open, userEmail: OTHER },
        says: 'ownEnrollmentsOnly',
      },
    ],
  },
  {
    name: 'learning: a lesson opened, completed twice, a quiz failed then passed, the certificate',
    steps: () => {
      const lesson = (id: string) => `/courses/${ids.learn}/lessons/${id}`;
      const certificate = ['certificate._id', 'certificate.issuedAt', 'progress.certificateId'];
      const attempt = ['attempt._id', 'attempt.createdAt'];
      return [
        { method: 'GET', path: `/courses/${ids.learn}/curriculum` },
        { method: 'GET', path: lesson(ids.preview) },
        { method: 'GET', path: lesson(ids.article), says: 'lessonForbidden' },
        { method: 'GET', path: lesson(ids.article), signedOut: true, says: 'signIn' },
        {
          method: 'PUT',
          path: `${lesson(ids.article)}/completion`,
          says: 'lessonForbidden',
        },
        {
          method: 'POST',
          path: '/enrollments',
          body: { courseId: ids.learn },
          says: 'enrolled',
          generated: ['enrollment._id', 'enrollment.enrolledAt'],
        },
        { method: 'GET', path: lesson(ids.article) },
        { method: 'GET', path: lesson(ids.quiz) },
        {
          method: 'GET',
          path: `/courses/${ids.learn}/lessons/${ids.myLesson}`,
          says: 'lessonNotFound',
        },
        { method: 'PUT', path: `${lesson(ids.preview)}/completion` },
        { method: 'PUT', path: `${lesson(ids.preview)}/completion` },
        { method: 'PUT', path: `${lesson(ids.article)}/completion` },
        { method: 'DELETE', path: `${lesson(ids.article)}/completion` },
        { method: 'PUT', path: `${lesson(ids.article)}/completion` },
        { method: 'PUT', path: `${lesson(ids.quiz)}/completion`, says: 'quizCompletesByPassing' },
        {
          method: 'POST',
          path: `${lesson(ids.article)}/attempts`,
          body: { answers: [0] },
          says: 'notAQuiz',
        },
        {
          method: 'POST',
          path: `${lesson(ids.quiz)}/attempts`,
          body: { answers: [1] },
          says: 'quizUnanswered',
        },
        { method: 'GET', path: `${lesson(ids.quiz)}/attempts/latest` },
        {
          method: 'POST',
          path: `${lesson(ids.quiz)}/attempts`,
          body: { answers: [0, 1] },
          generated: attempt,
        },
        { method: 'GET', path: `${lesson(ids.quiz)}/attempts/latest`, generated: attempt },
        {
          method: 'POST',
          path: `${lesson(ids.quiz)}/attempts`,
          body: { answers: [1, 0] },
          generated: [...attempt, ...certificate],
        },
        {
          method: 'GET',
          path: `/courses/${ids.learn}/progress`,
          generated: ['certificateId'],
        },
        {
          method: 'PUT',
          path: `/courses/${ids.learn}/progress/position`,
          body: { lessonId: ids.article },
        },
        { method: 'GET', path: '/progress', generated: ['0.lastOpenedAt'] },
        { method: 'GET', path: '/certificates/mine', generated: ['0._id', '0.issuedAt'] },
        {
          method: 'GET',
          path: `/certificates/${ids.missingCertificate}`,
          says: 'certificateNotFound',
        },
        {
          method: 'GET',
          path: `/certificates/${ids.missingCertificate}/credential`,
          says: 'certificateNotFound',
        },
        {
          method: 'POST',
          path: `/certificates/${ids.missingCertificate}/revoke`,
          says: 'certificateNotFound',
        },
        {
          method: 'POST',
          path: `/certificates/${ids.missingCertificate}/revoke`,
          signedOut: true,
          says: 'signIn',
        },
        { method: 'GET', path: '/credentials/status/7', says: 'statusListNotFound' },
      ];
    },
  },
  {
    name: "curriculum: the author's writes, someone else's course, a stale order, bad lessons",
    steps: () => {
      const mine = `/courses/${ids.mine}/curriculum`;
      const newSection = ['outline.sections.1._id'];
      return [
        { method: 'GET', path: mine },
        {
          method: 'POST',
          path: `${mine}/sections`,
          body: { title: '  Going further  ' },
          says: 'sectionAdded',
          generated: newSection,
        },
        {
          method: 'POST',
          path: `/courses/${ids.learn}/curriculum/sections`,
          body: { title: 'Not mine' },
          says: 'courseNotFound',
        },
        {
          method: 'PATCH',
          path: `${mine}/sections/${ids.mySection}`,
          body: { title: 'Renamed' },
          says: 'sectionUpdated',
          generated: newSection,
        },
        {
          method: 'PUT',
          path: `${mine}/order`,
          body: { order: [ids.mySection], previousOrder: [ids.mySection] },
          says: 'curriculumStale',
        },
        {
          method: 'POST',
          path: `${mine}/sections/${ids.mySection}/lessons`,
          body: { title: 'Clip', kind: 'video', minutes: 2, videoUrl: 'http://example.com/a.webm' },
          says: 'videoUrlInvalid',
        },
        {
          method: 'POST',
          path: `${mine}/sections/${ids.mySection}/lessons`,
          body: {
            title: 'Quiz',
            kind: 'quiz',
            minutes: 2,
            quiz: { questions: [{ prompt: 'Q?', options: ['a', 'b'], answer: 3 }] },
          },
          says: 'quizAnswerNotAnOption',
        },
        {
          method: 'PUT',
          path: `/courses/${ids.mine}/lessons/${ids.myLesson}`,
          body: { title: 'My lesson', kind: 'article', minutes: 6, body: 'Rewritten.' },
          says: 'lessonSaved',
          generated: newSection,
        },
        { method: 'GET', path: `/courses/${ids.mine}/lessons/${ids.myLesson}` },
        {
          method: 'DELETE',
          path: `/courses/${ids.mine}/lessons/${ids.myLesson}`,
          says: 'lessonDeleted',
          generated: newSection,
        },
        {
          method: 'DELETE',
          path: `${mine}/sections/${ids.mySection}`,
          says: 'sectionDeleted',
          generated: ['outline.sections.0._id'],
        },
      ];
    },
  },
  {
    name: 'saved jobs: a closed or missing job, save twice, list, unsave twice',
    steps: () => [
      { method: 'PUT', path: `/jobs/${ids.closedJob}/saved`, says: 'savedJobClosed' },
      { method: 'PUT', path: `/jobs/${ids.missingJob}/saved`, says: 'jobNotFound' },
      { method: 'PUT', path: `/jobs/${ids.job}/saved` },
      { method: 'PUT', path: `/jobs/${ids.job}/saved` },
      { method: 'GET', path: '/jobs/saved', generated: ['0.savedAt'] },
      { method: 'DELETE', path: `/jobs/${ids.job}/saved` },
      { method: 'DELETE', path: `/jobs/${ids.job}/saved` },
      { method: 'DELETE', path: `/jobs/${ids.closedJob}/saved` },
      { method: 'GET', path: '/jobs/saved' },
      { method: 'GET', path: '/jobs/saved', signedOut: true, says: 'signIn' },
      { method: 'PUT', path: `/jobs/${ids.job}/saved`, signedOut: true, says: 'signIn' },
    ],
  },
  {
    name: 'account settings: defaults, bad handles, a portfolio without a handle, on and off',
    steps: () => [
      { method: 'GET', path: '/account/settings' },
      { method: 'GET', path: '/skills/verified' },
      { method: 'PUT', path: '/account/settings', body: { handle: 'ab' }, says: 'handleTooShort' },
      {
        method: 'PUT',
        path: '/account/settings',
        body: { handle: 'x'.repeat(31) },
        says: 'handleTooLong',
      },
      {
        method: 'PUT',
        path: '/account/settings',
        body: { handle: 'Parity-Handle' },
        says: 'handleFormat',
      },
      {
        method: 'PUT',
        path: '/account/settings',
        body: { portfolioPublic: true },
        says: 'portfolioNeedsHandle',
      },
      { method: 'GET', path: '/portfolios/parity-handle', says: 'portfolioNotFound' },
      {
        method: 'PUT',
        path: '/account/settings',
        body: { handle: 'parity-handle', jobMatchNotifications: false },
      },
      { method: 'GET', path: '/portfolios/parity-handle', says: 'portfolioNotFound' },
      { method: 'PUT', path: '/account/settings', body: { portfolioPublic: true } },
      { method: 'PUT', path: '/account/settings', body: { portfolioPublic: false } },
      { method: 'GET', path: '/portfolios/parity-handle', says: 'portfolioNotFound' },
      { method: 'GET', path: '/account/settings' },
      { method: 'GET', path: '/account/settings', signedOut: true, says: 'signIn' },
      { method: 'GET', path: '/skills/verified', signedOut: true, says: 'signIn' },
    ],
  },
  {
    name: 'signed out',
    steps: (me) => [
      {
        method: 'POST',
        path: '/enrollments',
        body: { courseId: ids.open },
        signedOut: true,
        says: 'signIn',
      },
      { method: 'GET', path: '/courses/my-courses', signedOut: true, says: 'signIn' },
      { method: 'PUT', path: `/courses/${ids.mine}`, body: input, signedOut: true, says: 'signIn' },
      { method: 'POST', path: '/jwt', body: { email: me.email }, signedOut: true, says: 'signIn' },
    ],
  },
];

interface Answer {
  status: number;
  body: unknown;
}

function mask(body: unknown, paths: string[] = []): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const copy = structuredClone(body) as Record<string, unknown>;
  for (const path of paths) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    let node: unknown = copy;
    for (const key of keys) node = (node as Record<string, unknown> | undefined)?.[key];
    if (node && typeof node === 'object' && last in node)
      (node as Record<string, unknown>)[last] = '<generated by the server>';
  }
  return copy;
}

function parse(text: string): unknown {
  return text === '' ? undefined : JSON.parse(text);
}

let api: TestApi;
let me: TestUser;
const msw = setupServer();

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  me = await api.user('parity', 'Parity Tester');
  // Only the mock origin is intercepted; the Auth emulator and everything else pass through.
  msw.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(async () => {
  msw.close();
  await api?.close();
});

async function askServer(step: Step): Promise<Answer> {
  const response = await api.request(step.method, step.path, {
    token: step.signedOut ? undefined : me.token,
    body: step.body,
  });
  return { status: response.status, body: mask(response.body, step.generated) };
}

async function askMocks(step: Step): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (!step.signedOut) headers.authorization = 'Bearer mock-token';
  if (step.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${MOCK_API_BASE_URL}${step.path}`, {
    method: step.method,
    headers,
    body: step.body === undefined ? undefined : JSON.stringify(step.body),
  });
  const text = await response.text();
  const received: Record<string, string> = {};
  response.headers.forEach((value, name) => (received[name] = value));
  assertMatchesContract(step.method, step.path, {
    status: response.status,
    headers: received,
    body: text,
  });
  return { status: response.status, body: mask(parse(text), step.generated) };
}

describe('the mock handlers and the reference server say the same', () => {
  for (const scenario of scenarios) {
    it(scenario.name, async () => {
      const seed = world(me, scenario.seed);
      await loadMockSeed(api.database.db, seed);
      msw.resetHandlers(...createHandlers(createMockDb(seed)));
      for (const step of scenario.steps(me)) {
        const label = `${step.method} ${step.path}${step.signedOut ? ' (signed out)' : ''}`;
        const server = await askServer(step);
        const mocks = await askMocks(step);
        expect(mocks, `${label}: mocks vs server`).toEqual(server);
        if (step.says) {
          const body = server.body as { error?: string; message?: string };
          expect(body.error ?? body.message, `${label}: the text`).toBe(messages[step.says]);
        }
      }
    });
  }
});
