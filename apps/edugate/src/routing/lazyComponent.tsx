import { loadOnce } from '@edugate/ui/navigation';
import { use, type ComponentType } from 'react';

/** A component in a chunk of its own: the component to mount, and a way to fetch it ahead. */
export interface LazyComponent<P extends object = object, M = unknown> {
  Component: ComponentType<P>;
  /** Starts (or joins) the download; resolves with the module once `Component` renders at once. */
  preload: () => Promise<M>;
}

/**
 * A component loaded the first time it renders or is preloaded. Both share one download, so a
 * link that was hovered opens its page without waiting. Unlike React.lazy it renders at once when
 * the chunk is already there: a server render and the hydration of its HTML preload the page's
 * chunk first and so never suspend (a boundary that suspends while hydrating would show its
 * fallback instead of the server's HTML as soon as anything above it changes).
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P, M> {
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(async () => {
    const module = await load();
    loaded ??= pick(module);
    return module;
  });
  function Lazy(props: P) {
    // Suspends (or throws a failed download to the error boundary) until `loaded` is set.
    if (!loaded) use(preload());
    const Loaded = loaded as ComponentType<P>;
    return <Loaded {...props} />;
  }
  return { Component: Lazy, preload };
}
