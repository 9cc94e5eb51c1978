import { createContext, useContext, useEffect } from 'react';

export const BRAND = 'EduGate';

/** Formats a page title the way docs/product.md writes them: 'Home | EduGate'. */
export function pageTitle(title: string): string {
  return `${title} | ${BRAND}`;
}

/**
 * Receives the title a page asks for while it renders. Only a server render provides one: effects
 * never run there, so this is how the page's `<title>` reaches the HTML it sends.
 */
export const PageTitleCollector = createContext<((title: string) => void) | null>(null);

/** Sets the document title while the screen is shown, and restores the previous one after. */
export function usePageTitle(title: string): void {
  const collect = useContext(PageTitleCollector);
  // Server renders only (the browser has no collector); the last page title rendered wins.
  collect?.(pageTitle(title));
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
