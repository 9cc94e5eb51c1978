// The catalogue's search index, held in each API process (ADR 16): every course's words with the
// fields they are in, and the keys the catalogue sorts by, so that a search, its 'Best match'
// tiers and its exact total cost one pass over bit sets instead of a ranked SQL query over every
// match. Pure: course-index-sync.ts fills it from the database and keeps it current.
import {
  andInto,
  andNotInto,
  countBits,
  emptyBits,
  hasBit,
  orInto,
  setBit,
  clearBit,
  slotsOf,
  type Bits,
} from './bitset.ts';
import {
  CORRECTION_LENGTH,
  PREFIX_LENGTH,
  oneEditAway,
  searchWords,
  wordsOf,
} from './search-terms.ts';

/** What the index keeps of a course: its searchable text and its sort keys. */
export interface IndexedCourse {
  id: string;
  title: string;
  category: string;
  description: string;
  /** Microseconds since the epoch, as PostgreSQL orders `added_at`. */
  addedAt: number;
  enrollments: number;
  rating: number | null;
  ratingCount: number;
}

export type IndexSort = 'relevance' | 'addedAt_desc' | 'enrollments_desc' | 'rating_desc';

export interface IndexQuery {
  term: string;
  /** Lower-cased category, or null for every category. */
  category: string | null;
  sort: IndexSort;
  limit: number;
  offset: number;
}

export interface IndexPage {
  /** The page's course ids, in order. */
  ids: string[];
  /** Every course the term matches (with the category), exactly. */
  total: number;
  /** True when some word of the term was corrected (no course has a word starting with it). */
  corrected: boolean;
}

// A posting is `slot * 8 + fields`: which of the course's fields the word is in.
const TITLE = 1;
const CATEGORY = 2;
const DESCRIPTION = 4;
const FIELD_BITS = 8;

interface Word {
  /** Postings of live and dead slots; a dead slot is left out by the `alive` set. */
  postings: number[];
  /** A long posting list as bits, kept while it is in use (a common word). */
  title?: Bits | undefined;
  any?: Bits | undefined;
}

/** A 53-bit hash (cyrb53) of a course's text: a change of keys only is not re-indexed. */
function textHash(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A posting list is kept as bits once it is at least this share of the slots: its bits are then
 * no bigger than its postings, and OR-ing them is one pass over words instead of one per course.
 */
const DENSE_SHARE = 32;

/**
 * New words and courses are put in place one by one (a binary search and a splice each) up to this
 * many at a time; more (a build, a bulk import) are sorted in once.
 */
const PLACE_ONE_BY_ONE = 256;

/** The first index of sorted `words` whose word is not before `word`. */
function lowerBound(words: string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((words[mid] ?? '') < word) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class CourseIndex {
  #capacity = 1024;
  #slots = 0;
  #dead = 0;
  #ids: string[] = [];
  #addedAt = new Float64Array(this.#capacity);
  #enrollments = new Float64Array(this.#capacity);
  /** -1 for a course without a rating, which sorts after every rated one. */
  #rating = new Float64Array(this.#capacity);
  #ratingCount = new Float64Array(this.#capacity);
  #hash = new Float64Array(this.#capacity);
  #alive: Bits = emptyBits(this.#capacity);
  readonly #categories = new Map<string, Bits>();
  readonly #slotOf = new Map<string, number>();
  readonly #words = new Map<string, Word>();
  /**
   * Every word, sorted, for prefixes: a binary search gives the range a prefix covers. New words
   * wait in `#newWords` until the next search places them (or sorts anew after many: a build).
   */
  #sortedWords: string[] = [];
  #newWords: string[] = [];
  /**
   * Live slots, newest first (ties by id): Best match's order within a tier, and 'Newest'. Null
   * when it must be sorted anew; new slots wait in `#newSlots` as new words do.
   */
  #newest: number[] | null = [];
  #newSlots: number[] = [];

  /** Courses in the index. */
  get size(): number {
    return this.#slotOf.size;
  }

  /** Slots of courses since removed or re-indexed: worth a rebuild when they outnumber the live. */
  get deadSlots(): number {
    return this.#dead;
  }

  /** Adds a course, or brings it up to date (its keys in place; its text, if changed, anew). */
  upsert(course: IndexedCourse): void {
    const hash = textHash(`${course.title}\u0000${course.category}\u0000${course.description}`);
    const existing = this.#slotOf.get(course.id);
    if (existing !== undefined && this.#hash[existing] === hash) {
      if (this.#addedAt[existing] !== course.addedAt) this.#newest = null;
      this.#setKeys(existing, course);
      return;
    }
    if (existing !== undefined) this.#kill(existing);
    const slot = this.#allocate();
    this.#ids[slot] = course.id;
    this.#hash[slot] = hash;
    this.#setKeys(slot, course);
    this.#slotOf.set(course.id, slot);
    setBit(this.#alive, slot);
    const category = course.category.toLowerCase();
    let inCategory = this.#categories.get(category);
    if (!inCategory) {
      inCategory = emptyBits(this.#capacity);
      this.#categories.set(category, inCategory);
    }
    setBit(inCategory, slot);
    const fields = new Map<string, number>();
    const add = (text: string, field: number) => {
      for (const word of wordsOf(text)) fields.set(word, (fields.get(word) ?? 0) | field);
    };
    add(course.title, TITLE);
    add(course.category, CATEGORY);
    add(course.description, DESCRIPTION);
    for (const [text, mask] of fields) {
      let word = this.#words.get(text);
      if (!word) {
        word = { postings: [] };
        this.#words.set(text, word);
        this.#newWords.push(text);
      }
      word.postings.push(slot * FIELD_BITS + mask);
      if (word.any) setBit(word.any, slot);
      if (word.title && mask & TITLE) setBit(word.title, slot);
    }
    if (this.#newest !== null) {
      this.#newSlots.push(slot);
      if (this.#newSlots.length > PLACE_ONE_BY_ONE) {
        this.#newest = null;
        this.#newSlots = [];
      }
    }
  }

  remove(id: string): void {
    const slot = this.#slotOf.get(id);
    if (slot !== undefined) this.#kill(slot);
  }

  has(id: string): boolean {
    return this.#slotOf.has(id);
  }

  search(query: IndexQuery): IndexPage {
    const words = searchWords(query.term);
    if (words.length === 0) return { ids: [], total: 0, corrected: false };
    this.#sortWords();
    // Per tier, best first: title whole, title prefix, title corrected, anywhere whole, anywhere
    // prefix; the match (anywhere, corrected) holds the rest.
    const tiers: (Bits | null)[] = [null, null, null, null, null];
    let match: Bits | null = null;
    let corrected = false;
    const meet = (at: Bits | null, next: Bits): Bits => {
      if (at === null) return next.slice();
      andInto(at, next);
      return at;
    };
    for (const word of words) {
      const prefixed = word.length >= PREFIX_LENGTH ? this.#startingWith(word) : [];
      const whole = this.#words.has(word) ? [word] : [];
      const others = prefixed.filter((each) => each !== word);
      const corrections =
        word.length >= CORRECTION_LENGTH && !/^\d+$/.test(word) && prefixed.length === 0
          ? oneEditAway(word).filter((each) => this.#words.has(each))
          : [];
      if (corrections.length > 0) corrected = true;
      for (const [field, first] of [
        [TITLE, 0],
        [CATEGORY | DESCRIPTION | TITLE, 3],
      ] as const) {
        const wholeBits = this.#union(whole, field);
        tiers[first] = meet(tiers[first] ?? null, wholeBits);
        const prefixBits = this.#union(others, field, wholeBits);
        tiers[first + 1] = meet(tiers[first + 1] ?? null, prefixBits);
        const correctedBits = this.#union(corrections, field, prefixBits);
        if (first === 0) tiers[2] = meet(tiers[2] ?? null, correctedBits);
        else match = meet(match, correctedBits);
      }
    }
    if (match === null) return { ids: [], total: 0, corrected };
    const base = this.#alive.slice();
    if (query.category !== null)
      andInto(base, this.#categories.get(query.category) ?? new Uint32Array(0));
    andInto(match, base);
    const total = countBits(match);
    const need = query.offset + query.limit;
    if (total <= query.offset || query.limit <= 0) return { ids: [], total, corrected };
    let slots: number[];
    if (query.sort === 'relevance') {
      slots = [];
      let skip = query.offset;
      const seen = emptyBits(this.#capacity);
      for (const tier of [...tiers, match]) {
        if (tier === null) continue;
        const own = tier.slice();
        andInto(own, base);
        andNotInto(own, seen);
        orInto(seen, own);
        const count = countBits(own);
        if (skip >= count) {
          skip -= count;
          continue;
        }
        const take = Math.min(query.limit - slots.length, count - skip);
        slots.push(...this.#newestIn(own, count, skip, take));
        skip = 0;
        if (slots.length >= query.limit) break;
      }
    } else if (query.sort === 'addedAt_desc') {
      slots = this.#newestIn(match, total, query.offset, query.limit);
    } else {
      slots = firstBy(slotsOf(match), need, this.#comparator(query.sort)).slice(query.offset);
    }
    return { ids: slots.map((slot) => this.#ids[slot] ?? ''), total, corrected };
  }

  #setKeys(slot: number, course: IndexedCourse): void {
    this.#addedAt[slot] = course.addedAt;
    this.#enrollments[slot] = course.enrollments;
    this.#rating[slot] = course.rating ?? -1;
    this.#ratingCount[slot] = course.ratingCount;
  }

  #allocate(): number {
    if (this.#slots === this.#capacity) {
      const capacity = this.#capacity * 2;
      const grow = (array: Float64Array) => {
        const next = new Float64Array(capacity);
        next.set(array);
        return next;
      };
      const growBits = (bits: Bits) => {
        const next = emptyBits(capacity);
        next.set(bits);
        return next;
      };
      this.#addedAt = grow(this.#addedAt);
      this.#enrollments = grow(this.#enrollments);
      this.#rating = grow(this.#rating);
      this.#ratingCount = grow(this.#ratingCount);
      this.#hash = grow(this.#hash);
      this.#alive = growBits(this.#alive);
      for (const [key, bits] of this.#categories) this.#categories.set(key, growBits(bits));
      for (const word of this.#words.values()) {
        word.any = undefined;
        word.title = undefined;
      }
      this.#capacity = capacity;
    }
    const slot = this.#slots;
    this.#slots += 1;
    return slot;
  }

  #kill(slot: number): void {
    const id = this.#ids[slot] ?? '';
    const waiting = this.#newSlots.indexOf(slot);
    if (waiting >= 0) this.#newSlots.splice(waiting, 1);
    else if (this.#newest !== null) {
      const at = this.#newestPosition(slot);
      if (this.#newest[at] === slot) this.#newest.splice(at, 1);
      else this.#newest = null;
    }
    clearBit(this.#alive, slot);
    for (const bits of this.#categories.values()) clearBit(bits, slot);
    this.#slotOf.delete(id);
    this.#dead += 1;
  }

  /** Newest first, then by id: PostgreSQL's `added_at DESC, id`. */
  readonly #newer = (a: number, b: number): number =>
    (this.#addedAt[b] ?? 0) - (this.#addedAt[a] ?? 0) ||
    compareIds(this.#ids[a] ?? '', this.#ids[b] ?? '');

  #comparator(sort: Exclude<IndexSort, 'relevance' | 'addedAt_desc'>) {
    const enrollments = this.#enrollments;
    const rating = this.#rating;
    const count = this.#ratingCount;
    if (sort === 'enrollments_desc') {
      return (a: number, b: number) =>
        (enrollments[b] ?? 0) - (enrollments[a] ?? 0) ||
        compareIds(this.#ids[a] ?? '', this.#ids[b] ?? '');
    }
    return (a: number, b: number) =>
      (rating[b] ?? 0) - (rating[a] ?? 0) || (count[b] ?? 0) - (count[a] ?? 0) || this.#newer(a, b);
  }

  #newestPosition(slot: number): number {
    const newest = this.#newest ?? [];
    let low = 0;
    let high = newest.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.#newer(newest[mid] ?? 0, slot) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The newest-first list with every live slot in place. */
  #newestOrder(): number[] {
    if (this.#newest !== null && this.#newSlots.length <= PLACE_ONE_BY_ONE) {
      for (const slot of this.#newSlots) {
        this.#newest.splice(this.#newestPosition(slot), 0, slot);
      }
    } else {
      this.#newest = slotsOf(this.#alive).sort(this.#newer);
    }
    this.#newSlots = [];
    return this.#newest;
  }

  /** `take` slots of `bits` (which holds `count`) after the first `skip`, newest first. */
  #newestIn(bits: Bits, count: number, skip: number, take: number): number[] {
    if (count * DENSE_SHARE < this.#slotOf.size) {
      return slotsOf(bits)
        .sort(this.#newer)
        .slice(skip, skip + take);
    }
    const out: number[] = [];
    let passed = 0;
    for (const slot of this.#newestOrder()) {
      if (!hasBit(bits, slot)) continue;
      if (passed >= skip) {
        out.push(slot);
        if (out.length === take) break;
      }
      passed += 1;
    }
    return out;
  }

  #sortWords(): void {
    if (this.#newWords.length === 0) return;
    if (this.#newWords.length <= PLACE_ONE_BY_ONE) {
      for (const word of this.#newWords) {
        this.#sortedWords.splice(lowerBound(this.#sortedWords, word), 0, word);
      }
    } else {
      this.#sortedWords = [...this.#words.keys()].sort();
    }
    this.#newWords = [];
  }

  /** The stored words that start with `prefix` (itself included), from the sorted list. */
  #startingWith(prefix: string): string[] {
    const words = this.#sortedWords;
    const out: string[] = [];
    for (
      let i = lowerBound(words, prefix);
      i < words.length && (words[i] ?? '').startsWith(prefix);
      i += 1
    ) {
      out.push(words[i] ?? '');
    }
    return out;
  }

  /** The slots where any of `words` is in `field`, added to a copy of `start`. */
  #union(words: string[], field: number, start?: Bits): Bits {
    const out = start ? start.slice() : emptyBits(this.#capacity);
    for (const text of words) {
      const word = this.#words.get(text);
      if (word) orInto(out, this.#bitsOf(word, field));
    }
    return out;
  }

  #bitsOf(word: Word, field: number): Bits {
    const titleOnly = field === TITLE;
    const cached = titleOnly ? word.title : word.any;
    if (cached) return cached;
    const bits = emptyBits(this.#capacity);
    for (const posting of word.postings) {
      if (!titleOnly || posting & TITLE) setBit(bits, Math.floor(posting / FIELD_BITS));
    }
    if (word.postings.length * DENSE_SHARE >= this.#capacity) {
      if (titleOnly) word.title = bits;
      else word.any = bits;
    }
    return bits;
  }
}

/** The first `count` of `slots` by `compare`: a bounded heap when the page is a small share. */
export function firstBy(
  slots: number[],
  count: number,
  compare: (a: number, b: number) => number,
): number[] {
  if (slots.length <= count * 4 || slots.length <= 2048) return slots.sort(compare).slice(0, count);
  // A max-heap (by `compare`) of the best `count` so far: its root is the worst kept.
  const heap: number[] = [];
  const worse = (i: number, j: number) => compare(heap[i] ?? 0, heap[j] ?? 0) > 0;
  const swap = (i: number, j: number) => {
    const t = heap[i] ?? 0;
    heap[i] = heap[j] ?? 0;
    heap[j] = t;
  };
  const down = (from: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let top = i;
      if (left < heap.length && worse(left, top)) top = left;
      if (right < heap.length && worse(right, top)) top = right;
      if (top === i) return;
      swap(i, top);
      i = top;
    }
  };
  for (const slot of slots) {
    if (heap.length < count) {
      heap.push(slot);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >>> 1;
        if (!worse(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (count > 0 && compare(slot, heap[0] ?? 0) < 0) {
      heap[0] = slot;
      down(0);
    }
  }
  return heap.sort(compare);
}
