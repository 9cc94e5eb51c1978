export { CourseForm, type CourseFormProps, type CourseFormHelpers } from './CourseForm';
