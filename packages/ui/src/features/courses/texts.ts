/** SPEC.md section 8's texts for courses: screens show these, tests assert them. */
export const courseTexts = {
  /** SPEC.md's '{n} students enrolled', singular for one. */
  studentsEnrolled: (count: number) =>
    count === 1 ? '1 student enrolled' : `${count} students enrolled`,
  /** The detail's rating, one decimal as everywhere else ('Rating: 4.0' beside '4.0 out of 5'). */
  rating: (rating: number) => `Rating: ${rating.toFixed(1)}`,
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
  /** The Seats field's own range (SPEC-BEYOND.md section 2 gives 1 to 500). */
  seatsRange: 'Seats must be a whole number from 1 to 500.',
} as const;
