// Made once: a formatter is costly to make (tens of ms on a phone), and job tables show many dates.
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * '15 Mar 2026': the day a job was posted or an application sent, as the job tables show it; in
 * UTC so every reader (and story) agrees.
 */
export function shortDate(iso: string): string {
  return dayMonthYear.format(new Date(iso));
}
