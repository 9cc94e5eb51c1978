import type { components } from './schema';

type Schemas = components['schemas'];

export type Course = Schemas['Course'];
export type CourseInput = Schemas['CourseInput'];
export type CourseSort = Schemas['CourseSort'];
export type CourseCategory = Schemas['CourseCategory'];
export type SeatInfo = Schemas['SeatInfo'];
export type Enrollment = Schemas['Enrollment'];
export type EnrollmentWithCourse = Schemas['EnrollmentWithCourse'];
export type EnrollmentCheck = Schemas['EnrollmentCheck'];
export type EnrollmentInput = Schemas['EnrollmentInput'];
export type EnrollmentResult = Schemas['EnrollmentResult'];
export type UnenrollInput = Schemas['UnenrollInput'];
export type UnenrollResult = Schemas['UnenrollResult'];
export type Job = Schemas['Job'];
export type JobInput = Schemas['JobInput'];
export type JobType = Schemas['JobType'];
export type JobApplication = Schemas['JobApplication'];
export type ApplicationResult = Schemas['ApplicationResult'];
export type SessionResult = Schemas['SessionResult'];
export type ApiErrorBody = Schemas['Error'];
