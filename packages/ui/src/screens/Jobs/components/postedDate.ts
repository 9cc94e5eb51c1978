const longUsDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** SPEC.md: the posted date in long US format ('March 15, 2026'), the same everywhere. */
export function postedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : longUsDate.format(date);
}
