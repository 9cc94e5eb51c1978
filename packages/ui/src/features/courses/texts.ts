/** The texts of courses (docs/product.md, Rules): screens show these, tests assert them. */
export const courseTexts = {
  skillsHint: 'Up to 10. Pick a suggestion or type a new skill and press Enter.',
  /** docs/product.md's '{n} students enrolled', singular for one. */
  studentsEnrolled: (count: number) =>
    count === 1 ? '1 student enrolled' : `${count} students enrolled`,
  /** The detail's rating, one decimal as everywhere else ('Rating: 4.0' beside '4.0 out of 5'). */
  rating: (rating: number) => `Rating: ${rating.toFixed(1)}`,
  /** The way back from a page the author keeps for one course (its curriculum, its insights). */
  backToManage: 'Back to Manage Courses',
  latestFailed: 'Failed to load courses.',
  popularFailed: 'Failed to load popular courses.',
  catalogueFailed: 'Failed to load courses.',
  detailFailed: 'Failed to fetch course details. Please try again later.',
  editLoadFailed: 'Failed to fetch course data',
  mineFailed: 'Failed to fetch your courses',
  addFailed: 'Failed to add course.',
  added: 'Course added successfully!',
  updateFailed: 'Failed to update course.',
  updated: 'Course updated successfully!',
  deleteFailed: 'Failed to delete course',
  deleted: 'Course deleted successfully',
  allFieldsRequired: 'All fields are required.',
  /** The Seats field's own range (docs/product.md, Courses gives 1 to 500). */
  seatsRange: 'Seats must be a whole number from 1 to 500.',
  /** The course form's outcomes (openapi.yaml: up to six, each 1 to 120 characters). */
  outcomesLegend: 'What learners will learn',
  outcomesHint: 'Up to six points, each at most 120 characters. Empty lines are left out.',
  outcome: (n: number) => `Outcome ${n}`,
  addOutcome: 'Add an outcome',
  removeOutcome: (n: number) => `Remove outcome ${n}`,
  outcomesFull: 'Six outcomes is the most a course can have.',
  outcomeTooLong: 'Please use at most 120 characters.',
} as const;
