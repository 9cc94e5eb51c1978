/** The enrolment texts of docs/product.md (Enrolment). */
export const enrollmentTexts = {
  enrolled: 'Successfully enrolled in the course!',
  enrollFailed: 'Failed to enroll in the course. Please try again.',
  unenrolled: 'Successfully removed enrollment',
  unenrollFailed: 'Failed to unenroll from the course. Please try again.',
  removedFromList: 'Successfully removed from enrolled courses',
  removeFailed: 'Failed to remove enrollment',
  loadFailed: 'Failed to load enrolled courses',
  seatsFailed: 'Failed to load seat information',
  noSeats: 'No seats available for this course',
  limitReached: 'You cannot enroll in more than 3 courses at the same time',
  loginToEnroll: 'Please login to enroll in this course',
  atLimitSentence:
    "You've reached the maximum enrollment limit. Please unenroll from another course first.",
  /** Beside the limit sentence: a finished course is the one to let go of, and loses nothing. */
  finishedFreesPlace:
    'Removing a course you have finished frees a place and keeps its progress and certificate.',
  /** The sidebar's panel for the course's own author, who cannot enrol in it. */
  yourCourseTitle: 'Your Course',
  youTeachThis: 'You teach this course. See how your learners are doing in its insights.',
  openInsights: 'Open insights',
  /** The server's answer too (messages.ownCourse): an author may not take a seat in their course. */
  ownCourse: "You can't enroll in your own course.",
  // Asked before an enrollment goes: one tap never gives up a seat by mistake.
  removeTitle: 'Remove enrollment?',
  removeText: (title: string) =>
    `Remove your enrollment in "${title}"? Your seat goes back to the course; if you enroll again, your progress is still there.`,
  removeConfirm: 'Remove Enrollment',
} as const;

/**
 * The enrol button's labels, one per state on every screen (docs/product.md, Enrolment). Only 'enrolled'
 * differs by screen, because only the detail's button unenrols; 'Course Full' is the short label
 * whose reason, docs/product.md, Rules's 'No seats available for this course', is shown beside it.
 */
export const enrolButtonLabels = {
  enroll: 'Enroll Now',
  enrolledDetail: 'Enrolled (Click to Unenroll)',
  enrolledCatalogue: 'Enrolled',
  atLimit: 'Enrollment Limit Reached',
  full: 'Course Full',
  own: 'Your Course',
} as const;
