import {
  HANDLE_LIMITS,
  MAX_ATTACHED_CERTIFICATES,
  MAX_ENROLLMENTS,
  MAX_SAVED_JOBS,
  SKILL_LIMITS,
} from './constants';

/**
 * Every text the API sends: the `error` of a 4xx/5xx body and the `message` of a success body.
 * The reference server (apps/api) and the MSW mocks both read them from here, so a story can never
 * show a text production does not send; `apps/api/test/messages-parity.test.ts` runs the same
 * scenarios against both and compares status and body. The business texts quoted in docs/product.md
 * (seats, limit, success messages) must stay exactly as docs/product.md words them.
 *
 * Self-contained on purpose (imports only constants): the server loads this file at run time.
 */
export const messages = {
  // Sign-in and identity
  signIn: 'Please sign in to continue.',
  signInInvalid: 'Your sign-in has expired or is not valid. Please sign in again.',
  noEmail: 'Your account has no e-mail address. Sign in with an e-mail account to continue.',
  sessionForOtherEmail: 'The e-mail does not match your sign-in. Sign in with that account first.',
  ownEnrollmentsOnly: 'You can only see and change your own enrollments.',
  /**
   * Adding a course or posting a job without a display name (400): EduGate shows an author by
   * name, never by e-mail address.
   */
  nameRequired:
    "Add your name on your Profile first: EduGate shows courses and jobs under their author's name, never an e-mail address.",

  // Courses
  courseNotFound: 'Course not found. Check the link or browse the catalogue.',
  notCourseOwner: "Only the course's owner can change or delete it.",
  imageNotFound: 'No such image.',
  rangeNotSatisfiable: 'The requested range is not in the file.',
  // 'What learners will learn' on the course form: openapi.yaml titles the list and its items,
  // so the server's contract check words these itself; messages-parity shows the two agree.
  tooManyOutcomes: 'What learners will learn must have at most 6 items.',
  outcomeEmpty: 'Outcome must not be empty.',
  outcomeBlank: 'Outcome must not be blank.',
  outcomeTooLong: 'Outcome must be at most 120 characters long.',
  // Skills on the course and job forms: worded by the contract check from openapi.yaml's titles,
  // as the outcomes are.
  tooManySkillsTaught: `Skills taught must have at most ${SKILL_LIMITS.perCourse} items.`,
  tooManySkillsRequired: `Skills required must have at most ${SKILL_LIMITS.perJob} items.`,
  skillEmpty: 'Skill must not be empty.',
  skillBlank: 'Skill must not be blank.',
  skillTooLong: `Skill must be at most ${SKILL_LIMITS.nameLength} characters long.`,

  // Enrollments (docs/product.md, the contract quotes the first two and the success texts)
  courseFull: 'No seats available for this course',
  enrollmentLimit: `You cannot enroll in more than ${MAX_ENROLLMENTS} courses at the same time`,
  alreadyEnrolled: 'You are already enrolled in this course',
  ownCourse: "You can't enroll in your own course.",
  notEnrolled: 'You are not enrolled in this course',
  enrolled: 'Successfully enrolled in the course!',
  unenrolled: 'Successfully removed enrollment',

  // Reviews (docs/product.md, Ratings & Reviews quotes every one)
  reviewNotEnrolled: 'Only learners enrolled in this course can rate it.',
  reviewOwnCourse: "You can't rate your own course.",
  reviewRatingInvalid: 'Rating must be a whole number from 1 to 5.',
  reviewTooLong: 'Please keep your review under 2,000 characters.',
  reviewNotFound: 'You have not reviewed this course.',
  reviewSubmitted: 'Review submitted!',
  reviewUpdated: 'Review updated!',
  reviewDeleted: 'Review deleted',

  // What authors see of their courses (docs/product.md, Courses)
  learnersOwnerOnly: "Only the course's owner can see its learners.",

  // Learning (docs/product.md, Learning quotes lessonForbidden, curriculumStale, quizUnanswered
  // and the six curriculum success texts)
  lessonForbidden: 'Enroll in this course to open its lessons.',
  lessonNotFound: 'Lesson not found. It may have been removed; reload the course.',
  sectionNotFound: 'Section not found. It may have been removed; reload the curriculum.',
  curriculumStale: 'The curriculum changed meanwhile. Reload it and try again.',
  orderNotStored: 'The order must list every item of the curriculum once, and nothing else.',
  tooManySections: 'A course can have at most 30 sections.',
  tooManyLessons: 'A course can have at most 200 lessons.',
  articleBodyRequired: 'Article body is required for an article.',
  videoUrlRequired: 'Video URL is required for a video.',
  videoUrlInvalid:
    "Video URL must be an https:// address of an MP4 or WebM file, or one of the API's own lesson files.",
  captionsUrlInvalid:
    "Captions URL must be an https:// address of a WebVTT (.vtt) file, or one of the API's own lesson files.",
  quizRequired: 'Questions are required for a quiz.',
  quizAnswerNotAnOption: "Each question's right answer must be one of its options.",
  quizUnanswered: 'Answer every question before submitting.',
  notAQuiz: 'This lesson is not a quiz.',
  quizCompletesByPassing: 'A quiz is completed by passing it.',
  certificateNotFound: 'Certificate not found. Check the link you were given.',
  statusListNotFound: 'Status list not found. Check the credential you were given.',
  sectionAdded: 'Section added',
  sectionUpdated: 'Section updated',
  sectionDeleted: 'Section deleted',
  lessonSaved: 'Lesson saved',
  lessonDeleted: 'Lesson deleted',
  orderSaved: 'Order saved',

  // Jobs
  jobNotFound: 'Job not found. It may have been removed; refresh the job list.',
  alreadyApplied: 'You have already applied to this job.',
  applied: 'Application submitted successfully!',
  // The job board's other half (docs/product.md, Jobs quotes the first three)
  ownJob: "You can't apply to your own job.",
  jobClosed: 'This job is no longer accepting applications.',
  cannotWithdraw: 'This application can no longer be withdrawn.',
  notJobPoster: "Only the job's poster can change, close or delete it.",
  applicationNotFound: 'Application not found. It may have been withdrawn; refresh the page.',
  /** `postedBy` of a job stored without its poster's name (new jobs need one): never an e-mail. */
  anonymousPoster: 'EduGate member',

  // Jobs for you (docs/product.md, Jobs for you)
  /** `GET /jobs?sort=match` signed out (400): the ranking is the caller's own. */
  matchSortNeedsSignIn: 'Sign in to sort jobs by best match for you.',
  // Saved jobs (docs/product.md, Saved jobs)
  /** Saving a closed job (409): it can still be unsaved. */
  savedJobClosed: 'This job is closed.',
  savedJobsLimit: `You can save up to ${MAX_SAVED_JOBS} jobs.`,

  // Account settings and the public portfolio (docs/product.md, A public portfolio). The handle's
  // limits are worded by the contract check from openapi.yaml's title, as the skills' are.
  handleTooShort: `Handle must be at least ${HANDLE_LIMITS.min} characters long.`,
  handleTooLong: `Handle must be at most ${HANDLE_LIMITS.max} characters long.`,
  handleFormat: 'Handle must use only lower-case letters a-z, digits 0-9 and hyphens (-).',
  handleTaken: 'That handle is taken.',
  /** Turning the portfolio on (or giving the handle up while it is on) without a handle (400). */
  portfolioNeedsHandle: 'Handle is required to show your certificates on a public profile page.',
  /** An unknown handle and a portfolio turned off answer the same (404). */
  portfolioNotFound: 'No public profile at this address.',

  // Applying with certificates (docs/product.md, Applying with certificates): the first two are
  // worded by the contract check from openapi.yaml's title; the third is the same for someone
  // else's certificate and for none, so an applicant learns nothing of others' certificates.
  tooManyAttachedCertificates: `Attached certificates must have at most ${MAX_ATTACHED_CERTIFICATES} items.`,
  duplicateAttachedCertificates: 'Attached certificates must not have duplicate items.',
  attachedCertificateNotYours: 'Attached certificates must be certificates you hold.',

  // Requests the server cannot take
  notJson: 'Send the request body as JSON (Content-Type: application/json).',
  emptyBody: 'The request body is empty; send a JSON object.',
  invalidJson: 'The request body is not valid JSON.',

  // The server's side
  serverError: 'Something went wrong on our side. Please try again later.',
  databaseUnreachable: 'The database is not reachable.',
  docsNotBuilt:
    'The API reference is not built yet. Run `npm run docs` in the repository, then reload this page.',
  // Questions and messages (docs/product.md, Questions and messages): one limit for every kind of
  // post, counted per user over the last hour.
  postingTooFast: 'You are posting too fast. Try again in a few minutes.',
  // A message's text: openapi.yaml titles the field, so the server's contract check words these
  // itself (as for outcomes above); the mocks send the same.
  messageEmpty: 'Message must not be empty.',
  messageBlank: 'Message must not be blank.',
  messageTooLong: 'Message must be at most 2000 characters long.',
  // Questions on lessons; the field texts are the contract check's, as for messages.
  questionNotFound: 'Question not found. It may have been deleted; reload the page.',
  answerNotFound: 'Answer not found. It may have been deleted; reload the page.',
  questionDeleted: 'This question was deleted.',
  hiddenByInstructor: 'Hidden by the instructor.',
  instructorOnly: "Only the course's author can hide questions and answers.",
  questionClosed: 'This question was deleted or hidden, so it takes no new answers.',
  hiddenCannotChange: 'This was hidden by the instructor and can no longer be edited.',
  questionTitleEmpty: 'Question title must not be empty.',
  questionTitleBlank: 'Question title must not be blank.',
  questionTitleTooLong: 'Question title must be at most 120 characters long.',
  detailsTooLong: 'Details must be at most 5000 characters long.',
  answerEmpty: 'Answer must not be empty.',
  answerBlank: 'Answer must not be blank.',
  answerTooLong: 'Answer must be at most 5000 characters long.',

  // Notifications
  notificationNotFound: 'Notification not found. It may be older than 90 days; refresh the page.',
} as const;

export type MessageKey = keyof typeof messages;
export type Message = (typeof messages)[MessageKey];

/** Texts with a part that varies; the fixed part is still written once, here. */
export const messageTemplates = {
  bodyTooLarge: (limitKiB: number) =>
    `The request body is too large (the limit is ${limitKiB} KiB).`,
  noSuchEndpoint: (method: string, path: string) =>
    `There is no ${method} ${path} endpoint. See openapi.yaml for the API.`,
  /** docs/product.md, Courses: a course's seats may not go below its learners (409). */
  seatsBelowEnrolled: (enrolled: number) =>
    `Seats can't be fewer than the ${enrolled} learners already enrolled.`,
};
