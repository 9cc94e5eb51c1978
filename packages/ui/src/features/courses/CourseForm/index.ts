export { CourseForm, type CourseFormProps, type CourseFormHelpers } from './CourseForm';
export { categoryLabel, categoryOptions } from './categoryLabels';
