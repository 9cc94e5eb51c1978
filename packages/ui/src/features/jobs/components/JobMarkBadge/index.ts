export { JobMarkBadge } from './JobMarkBadge';
export type { JobMark, JobMarkBadgeProps } from './JobMarkBadge';
