import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedCounters } from '../db/shared-counters.ts';

/**
 * A @fastify/rate-limit store over counters every server process shares (PostgreSQL), so N
 * replicas together allow the limit once, not N times. Like the plugin's in-memory store, each
 * route with its own limit counts apart (`child`), and a window starts with a key's first hit.
 */
export function sharedRateLimitStore(counters: SharedCounters): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    readonly #scope: string;

    // The plugin constructs the root store with its options; only children get a scope.
    constructor(_options?: unknown, scope = '*') {
      this.#scope = scope;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      // The window length is part of the key: a changed WRITE_RATE_LIMIT window on one replica
      // during a rolling restart must not reinterpret the others' rows.
      counters.hit(`${this.#scope} ${timeWindow} ${key}`, timeWindow).then(
        ({ count, ttl }) => callback(null, { current: count, ttl }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): SharedStore {
      // Typed as the route, but at run time (11.x) the plugin passes its merged limit settings,
      // with the route under `routeInfo`.
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const method = String(route?.method ?? options.method);
      const url = String(route?.url ?? options.url);
      return new SharedStore(undefined, `${method} ${url}`);
    }
  }
  return SharedStore;
}
