import { useEffect } from 'react';

export const BRAND = 'EduGate';

/** Formats a page title the way SPEC.md writes them: 'Home | EduGate'. */
export function pageTitle(title: string): string {
  return `${title} | ${BRAND}`;
}

/** Sets the document title while the screen is shown, and restores the previous one after. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
