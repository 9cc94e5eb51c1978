export { courseKeys } from './api/keys';
export {
  courseListQuery,
  courseDetailQuery,
  myCoursesQuery,
  useCourseList,
  useCataloguePage,
  useLatestCourses,
  usePopularCourses,
  useCourse,
  useMyCourses,
} from './api/queries';
export {
  createCourseMutation,
  updateCourseMutation,
  deleteCourseMutation,
  useCreateCourse,
  useUpdateCourse,
  useDeleteCourse,
  type UpdateCourseVariables,
} from './api/mutations';
export { updateCachedCourse, removeCachedCourse } from './api/cache';
export { courseSchema, emptyCourseForm, type CourseFormValues } from './courseSchema';
export { courseTexts } from './texts';
