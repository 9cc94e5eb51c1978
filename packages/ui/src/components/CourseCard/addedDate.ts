import { useSyncExternalStore } from 'react';

/**
 * toLocaleDateString()'s format. A formatter is costly to make (tens of ms on a phone), so each is
 * made once and reused, not once per date as toLocaleDateString() does.
 */
const DATE_ONLY = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale?: string, timeZone?: string): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...DATE_ONLY, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 'Added: ' plus the reader's local date, or 'N/A' when the date is missing or invalid. */
export function formatAddedDate(
  addedAt: string | undefined,
  options?: { locale: string; timeZone: string },
): string {
  if (!addedAt) return 'N/A';
  const date = new Date(addedAt);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return dateFormatter(options?.locale, options?.timeZone).format(date);
}

const noSubscription = () => () => undefined;

/**
 * The added date in the reader's own locale and time zone. A server knows neither, so a page it
 * renders (and the hydration of that page) shows the UTC date in US English; the reader's date
 * replaces it right after hydration.
 */
export function useAddedDate(addedAt: string | undefined): string {
  return useSyncExternalStore(
    noSubscription,
    () => formatAddedDate(addedAt),
    () => formatAddedDate(addedAt, { locale: 'en-US', timeZone: 'UTC' }),
  );
}
