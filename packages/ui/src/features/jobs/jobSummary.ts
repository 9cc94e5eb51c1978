import type { Job } from '@edugate/api-client';

/**
 * A job as the board's card shows it (docs/product.md, Jobs): title, company, location, salary,
 * type, the skills it requires, the start of the description and the posted date. GET /jobs answers whole jobs (the
 * contract's list of jobs), but the board keeps only this in its cache: the cache is what the
 * server sends with the page, and sixty whole jobs (requirements, benefits, long descriptions)
 * made /jobs twice the catalogue's weight. The rest is on the job's own page.
 */
export interface JobSummary extends Pick<
  Job,
  | '_id'
  | 'title'
  | 'company'
  | 'location'
  | 'salary'
  | 'type'
  | 'postedAt'
  | 'skills'
  | 'skillsHeld'
> {
  /** The description's start, cut at a word: about three lines of a card. */
  excerpt: string;
}

/** What the apply dialog needs of a job: a card's summary and a whole job both are one. */
export type ApplyTarget = Pick<Job, '_id' | 'title' | 'company' | 'location' | 'skills'>;

/** Characters of description a card keeps: its three clamped lines at the widest card. */
export const EXCERPT_LENGTH = 220;

/**
 * The first `max` characters of `text`, cut at the last space within them (a word longer than
 * that is cut where it stands), with '…' when something was left out. Blank lines between
 * paragraphs become single line breaks: the card's few lines are better spent on words.
 */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const compact = text.trim().replace(/\n\s*\n+/g, '\n');
  if (compact.length <= max) return compact;
  const cut = compact.slice(0, max + 1);
  const space = cut.search(/\s\S*$/);
  const kept = space > 0 ? cut.slice(0, space) : compact.slice(0, max);
  return `${kept.trimEnd()}…`;
}

export function jobSummary(job: Job): JobSummary {
  const { _id, title, company, location, salary, type, postedAt, skills, skillsHeld } = job;
  return {
    skills,
    // Only for a signed-in reader (docs/product.md, Jobs for you).
    ...(skillsHeld ? { skillsHeld } : {}),
    _id,
    title,
    company,
    location,
    salary,
    type,
    postedAt,
    excerpt: excerpt(job.description),
  };
}
