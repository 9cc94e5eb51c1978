import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'edugate:scroll-positions';

/** Scroll positions by history entry, kept across a reload of the tab like the browser's own. */
function readPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return new Map(
      Object.entries(saved as Record<string, unknown>).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    );
  } catch {
    return new Map();
  }
}

let positions: Map<string, number> | undefined;

/**
 * Whether this document was loaded by a reload or by Back/Forward into it, when the browser would
 * restore a position itself; a typed address or a link from another site starts at the top.
 */
function documentRestores(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * Where a page's position is kept: its history entry, or, for the entry a full load starts on
 * (React Router calls every one of them 'default'), the address itself, so that one full load
 * never opens at a position saved on another page.
 */
const positionKey = (key: string, address: string) =>
  key === 'default' ? `default:${address}` : key;

/**
 * A new page starts at the top (or at its #anchor); Back and Forward return to where the reader
 * was on that page. The browser cannot do this itself for pages drawn by script after the URL
 * changed, so it is told to leave scrolling to us. Two changes of address are not new pages:
 * - the page the document loaded with: the browser placed it (at the top, or at its #anchor), and
 *   the reader may have scrolled the server-rendered page long before the app started on a slow
 *   device. Moving it then threw them back to the top, and a button they were pressing slid away
 *   from under the pointer. The app only places it where the browser could not: at a position it
 *   saved itself (a reload) or at an anchor drawn by script, and only if the reader has not moved;
 * - the same page replacing its own query ('Show more jobs', a filter kept in the URL): the
 *   reader stays where they are, and so does what the page focused for them.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = positionKey(location.key, location.pathname + location.search);
  // The address the last run placed: none before the first page; the same key again is
  // StrictMode's second run of the effects in development.
  const placed = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    positions ??= readPositions();
    window.history.scrollRestoration = 'manual';
    const save = () => {
      if (!positions) return;
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  // Remember the position of the page being read, up to the moment it is left.
  useEffect(() => {
    const remember = () => positions?.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  // Layout effect: the new page is in the DOM but not painted, so it never flashes at the old spot.
  useLayoutEffect(() => {
    const previous = placed.current;
    if (previous?.key === key) return;
    placed.current = { key, pathname: location.pathname };
    positions ??= readPositions();
    const saved = positions.get(key);
    const first = previous === null;
    const moved = window.scrollY !== 0;
    const restores = location.key !== 'default' || documentRestores();
    if (navigationType === 'POP' && restores && saved !== undefined) {
      if (!(first && moved)) window.scrollTo(0, saved);
      return;
    }
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (first) {
      if (target && !moved) target.scrollIntoView();
      return;
    }
    if (target) target.scrollIntoView();
    else if (navigationType !== 'REPLACE' || previous.pathname !== location.pathname) {
      window.scrollTo(0, 0);
    }
  }, [key, location.key, location.pathname, navigationType, location.hash]);
}
