import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';

/** Loads a module once; a failed load is forgotten so that a later attempt fetches again. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** One screen in its own chunk: the component to mount, and a way to fetch it ahead of time. */
export interface LazyScreen {
  Component: LazyExoticComponent<ComponentType>;
  preload: () => Promise<unknown>;
}

/**
 * A screen loaded the first time its route is shown or prefetched. Both share one download, so a
 * link that was hovered opens its page without waiting.
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyScreen {
  const preload = once(load);
  return {
    Component: lazy(async () => ({ default: pick(await preload()) })),
    preload,
  };
}

export interface ScreenRoute {
  /** A react-router path pattern, from `routes` of @edugate/ui. */
  path: string;
  screen: LazyScreen;
  /** SPEC.md: signed-in only. */
  protected?: boolean;
}

/**
 * Starts loading the chunk of the page at `pathname` (when a link to it is hovered or focused).
 * A failed prefetch is not the visitor's concern yet: the navigation retries and shows it.
 */
export function prefetchPath(
  table: readonly ScreenRoute[],
  fallback: LazyScreen,
  pathname: string,
): void {
  const match = table.find((route) => matchPath(route.path, pathname));
  (match?.screen ?? fallback).preload().catch(() => undefined);
}
