import type { ApplicationStatus } from './types';

/** The statuses a job's poster may set, in the order the Status select lists them. */
export const APPLICATION_STATUSES = [
  'New',
  'Reviewed',
  'Shortlisted',
  'Rejected',
  'Hired',
] as const satisfies readonly ApplicationStatus[];

/** An applicant may withdraw only while the poster has not decided (docs/product.md, Jobs). */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ['New', 'Reviewed'];
