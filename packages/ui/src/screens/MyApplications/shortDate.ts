/** '15 Mar 2026': the day an application was sent, in UTC so every reader (and story) agrees. */
export function shortDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
