export { courseKeys } from './api/keys';
export {
  courseListQuery,
  courseDetailQuery,
  myCoursesQuery,
  cataloguePageQuery,
  latestCoursesQuery,
  popularCoursesQuery,
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
// The course schema is imported from './courseSchema' by the form (components/CourseForm, which
// this index does not re-export either): it builds a zod schema as the module loads, so
// re-exporting it here would load zod for every screen that reads courses.
export { courseTexts } from './texts';
export { categoryLabel, categoryOptions } from './categories';
