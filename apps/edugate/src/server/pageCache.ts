import { createHash } from 'node:crypto';
import { sourcesUnchanged, type DataSource } from './dataSources';
import type { EncodedCopies } from './pageEncoding';

/** A page as the server sends it, and what it was made from. */
export interface CachedPage {
  status: number;
  html: string;
  /** A strong ETag of the HTML, for conditional requests from browsers and CDNs. */
  etag: string;
  sources: readonly DataSource[];
  /** Compressed copies of `html`, made as browsers ask for them (pageEncoding.ts). */
  encoded?: EncodedCopies;
}

/** A fresh render: the page, and whether it may be kept (every read answered in time). */
export interface RenderResult {
  status: number;
  html: string;
  sources: readonly DataSource[];
  cacheable: boolean;
}

export interface PageCacheOptions {
  /** Pages kept at most (least recently used go first). */
  maxEntries?: number;
  /** How long a page is served without asking the API whether its data changed (ms). */
  freshMs?: number;
  /** Asks the API whether the sources still answer the same (tests pass their own). */
  unchanged?: (sources: readonly DataSource[]) => Promise<boolean>;
  now?: () => number;
}

interface Entry extends CachedPage {
  checkedAt: number;
}

export const etagOf = (html: string) => `"${createHash('sha1').update(html).digest('base64url')}"`;

/**
 * Rendered pages for visitors without a session, by URL. A page is served as it is for
 * `freshMs`; after that the next request asks the API, with the ETags of the answers the page was
 * made from, whether anything changed (a few body-less 304s, far cheaper than a render), and only
 * renders again if it did. So a change in the API reaches every page within `freshMs`, and a
 * page whose data does not change is rendered once. Simultaneous misses or checks of one URL
 * share one render or one check.
 */
export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Promise<CachedPage>>();
  readonly #maxEntries: number;
  readonly #freshMs: number;
  readonly #unchanged: (sources: readonly DataSource[]) => Promise<boolean>;
  readonly #now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 1000;
    this.#freshMs = options.freshMs ?? 1000;
    this.#unchanged = options.unchanged ?? ((sources) => sourcesUnchanged(sources));
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The page at `key`, from the cache when its data is unchanged, else from `render`. */
  get(key: string, render: () => Promise<RenderResult>): Promise<CachedPage> {
    const entry = this.#entries.get(key);
    if (entry && this.#now() - entry.checkedAt < this.#freshMs) {
      // Most recently used last, so the oldest is first to go.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return Promise.resolve(entry);
    }
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const next = this.#refresh(key, entry, render).finally(() => this.#pending.delete(key));
    this.#pending.set(key, next);
    return next;
  }

  async #refresh(
    key: string,
    entry: Entry | undefined,
    render: () => Promise<RenderResult>,
  ): Promise<CachedPage> {
    if (entry && (await this.#unchanged(entry.sources))) {
      entry.checkedAt = this.#now();
      return entry;
    }
    const startedAt = this.#now();
    const page = await render();
    const fresh: Entry = {
      ...page,
      etag: etagOf(page.html),
      encoded: new Map(),
      checkedAt: startedAt,
    };
    this.#entries.delete(key);
    if (page.cacheable) {
      if (this.#entries.size >= this.#maxEntries) {
        const oldest = this.#entries.keys().next();
        if (!oldest.done) this.#entries.delete(oldest.value);
      }
      this.#entries.set(key, fresh);
    }
    return fresh;
  }
}
