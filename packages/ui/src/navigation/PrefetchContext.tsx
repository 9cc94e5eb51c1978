import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Starts loading whatever the app needs to show `href` (a same-origin path); safe to call often. */
export type Prefetch = (href: string) => void;

const noop: Prefetch = () => undefined;

const PrefetchContext = createContext<Prefetch>(noop);

/** The internal path an anchor points to, or null for other origins, new tabs and downloads. */
export function internalPath(anchor: HTMLAnchorElement, origin: string): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return null;
  return url.pathname;
}

/**
 * Prefetches the page behind every internal link a person points at, focuses or touches. The
 * listeners are delegated on the document, so every link (navbar, buttons, cards, footer) gets this
 * without opting in; `usePrefetch` is there for code that navigates without a link.
 * packages/ui knows nothing of the app's code splitting: the app passes `prefetch`.
 */
export function PrefetchProvider({
  prefetch,
  children,
}: {
  prefetch: Prefetch;
  children: ReactNode;
}) {
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = internalPath(anchor, window.location.origin);
      if (path !== null) prefetch(path);
    };
    const options = { capture: true, passive: true };
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const type of events) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent, options);
    };
  }, [prefetch]);
  return <PrefetchContext.Provider value={prefetch}>{children}</PrefetchContext.Provider>;
}

/** The app's prefetch function (a no-op without a provider, e.g. in stories). */
export function usePrefetch(): Prefetch {
  return useContext(PrefetchContext);
}
