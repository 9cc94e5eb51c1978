// Made once: a formatter is costly to make (tens of ms on a phone).
const longUsDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The long date, 'March 14, 2026', in UTC so the server, every reader and every story agree: the
 * one long format of every page (a job's posted date as docs/product.md asks, the job tables' dates,
 * certificates, blog posts). The other format is the short local date of a course's 'Added'.
 */
export function longDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : longUsDate.format(date);
}
