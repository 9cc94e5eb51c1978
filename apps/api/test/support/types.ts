/**
 * The shapes the tests read, taken from the types generated from openapi.yaml rather than written
 * again by hand: a contract change shows up here as a type error. Type-only, so the server itself
 * still depends on nothing but the contract file.
 */
export type {
  ApiErrorBody as ErrorBody,
  Course,
  Enrollment,
  EnrollmentResult,
  Job,
  SeatInfo,
} from '@edugate/api-client';

/** A signed-up test account and its real ID token from the Auth emulator. */
export interface TestUser {
  email: string;
  token: string;
}
