/** SPEC.md section 8's texts for courses: screens show these, tests assert them. */
export const courseTexts = {
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
} as const;
