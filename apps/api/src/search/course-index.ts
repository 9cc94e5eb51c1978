// The catalogue's search index, held in each API process (ADR 18): every course's words with the
// fields they are in, and the keys the catalogue sorts by, so that a search, its 'Best match'
// tiers and its exact total cost one pass over bit sets instead of a ranked SQL query over every
// match. Pure: tables/course-index-sync.ts fills it from the database and keeps it current.
import { categorySearchText } from '../catalogue.ts';
import {
  andInto,
  clearBit,
  countBits,
  emptyBits,
  hasBit,
  orInto,
  setBit,
  slotsOf,
  takeNew,
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
  /** The skills it teaches: searched as its category is, and filtered on exactly. */
  skills: readonly string[];
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
  /** Lower-cased skill name, or null for every course. */
  skill: string | null;
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
const ANYWHERE = TITLE | CATEGORY | DESCRIPTION;
const FIELD_BITS = 8;

/** The orders the index keeps its courses in; Best match is tiers, each newest first. */
type Order = Exclude<IndexSort, 'relevance'>;
const ORDERS: Order[] = ['addedAt_desc', 'enrollments_desc', 'rating_desc'];

/** How far a word of the term reaches: as typed, its prefix too, or its corrections too. */
type Reach = 'whole' | 'prefix' | 'corrected';

/** A word of the term and the stored words it stands for. */
interface WordPlan {
  whole: string[];
  prefix: string[];
  corrected: string[];
}

/** A list of slots in one order, with the slots waiting to be put in it. */
interface OrderList {
  list: number[] | null;
  pending: number[];
}

interface Word {
  /** Postings of live and dead slots; a dead slot is left out by the `alive` set. */
  postings: number[];
  /** Postings with the word in the title (dead slots included): none, and no title tier has it. */
  inTitles: number;
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

/** Orders words as the index keeps them: by UTF-16 code units, as `<` does. */
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

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
  readonly #skills = new Map<string, Bits>();
  readonly #slotOf = new Map<string, number>();
  readonly #words = new Map<string, Word>();
  /**
   * Every word, sorted, for prefixes: a binary search gives the range a prefix covers. New words
   * wait in `#newWords` until the next search places them (or sorts anew after many: a build).
   */
  #sortedWords: string[] = [];
  #newWords: string[] = [];
  /**
   * Live slots in each order (ties by id, as PostgreSQL's indexes): a page of a common word is
   * the first slots of the list that are in its set. Null when it must be sorted anew; a new or
   * changed slot waits in `pending` as new words do.
   */
  readonly #orders = new Map<Order, OrderList>(
    ORDERS.map((order) => [order, { list: [], pending: [] }]),
  );
  /** Bit sets a search works in, reused: a search allocates nothing the size of the catalogue. */
  #scratch: Bits[] = [];
  #scratchUsed = 0;

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
    const hash = textHash(
      [course.title, course.category, course.description, ...course.skills].join('\u0000'),
    );
    const existing = this.#slotOf.get(course.id);
    if (existing !== undefined && this.#hash[existing] === hash) {
      const moved = ORDERS.filter((order) => this.#keyChanged(order, existing, course));
      for (const order of moved) this.#unplace(order, existing);
      this.#setKeys(existing, course);
      for (const order of moved) this.#place(order, existing);
      return;
    }
    if (existing !== undefined) this.#kill(existing);
    const slot = this.#allocate();
    this.#ids[slot] = course.id;
    this.#hash[slot] = hash;
    this.#setKeys(slot, course);
    this.#slotOf.set(course.id, slot);
    setBit(this.#alive, slot);
    this.#member(this.#categories, course.category.toLowerCase(), slot);
    for (const skill of course.skills) this.#member(this.#skills, skill.toLowerCase(), slot);
    const fields = new Map<string, number>();
    const add = (text: string, field: number) => {
      for (const word of wordsOf(text)) fields.set(word, (fields.get(word) ?? 0) | field);
    };
    add(course.title, TITLE);
    // A skill's name is found as a category's is: 'kotlin' finds the courses teaching Kotlin.
    add([categorySearchText(course.category), ...course.skills].join(' '), CATEGORY);
    add(course.description, DESCRIPTION);
    for (const [text, mask] of fields) {
      const posting = slot * FIELD_BITS + mask;
      let word = this.#words.get(text);
      if (!word) {
        // Most words are in one course (a number, a name): a list made with its one posting
        // takes one slot, where push() onto an empty one reserves seventeen.
        word = { postings: [posting], inTitles: 0 };
        this.#words.set(text, word);
        this.#newWords.push(text);
      } else {
        word.postings.push(posting);
      }
      if (mask & TITLE) word.inTitles += 1;
      if (word.any) setBit(word.any, slot);
      if (word.title && mask & TITLE) setBit(word.title, slot);
    }
    for (const order of ORDERS) this.#place(order, slot);
  }

  /** Puts the slot in the set `sets` keeps under `key` (a category's or a skill's courses). */
  #member(sets: Map<string, Bits>, key: string, slot: number): void {
    let members = sets.get(key);
    if (!members) {
      members = emptyBits(this.#capacity);
      sets.set(key, members);
    }
    setBit(members, slot);
  }

  remove(id: string): void {
    const slot = this.#slotOf.get(id);
    if (slot !== undefined) this.#kill(slot);
  }

  /** Sorts what a build left unsorted (its words and orders), so no search waits for it. */
  prepare(): void {
    this.#sortWords();
    for (const order of ORDERS) this.#ordered(order);
  }

  has(id: string): boolean {
    return this.#slotOf.has(id);
  }

  search(query: IndexQuery): IndexPage {
    const words = searchWords(query.term);
    if (words.length === 0) return { ids: [], total: 0, corrected: false };
    this.#sortWords();
    this.#scratchUsed = 0;
    let corrected = false;
    const plans = words.map((word): WordPlan => {
      const whole = this.#words.has(word) ? [word] : [];
      const started = word.length >= PREFIX_LENGTH ? this.#startingWith(word) : whole;
      const corrections =
        word.length >= CORRECTION_LENGTH && !/^\d+$/.test(word) && started.length === 0
          ? oneEditAway(word).filter((each) => this.#words.has(each))
          : [];
      if (corrections.length > 0) corrected = true;
      return { whole, prefix: started, corrected: [...started, ...corrections] };
    });
    const base = this.#take();
    base.set(this.#alive);
    if (query.category !== null) {
      andInto(base, this.#categories.get(query.category) ?? new Uint32Array(0));
    }
    if (query.skill !== null) {
      andInto(base, this.#skills.get(query.skill) ?? new Uint32Array(0));
    }
    const match = this.#matching(plans, ANYWHERE, 'corrected', base);
    const total = countBits(match);
    if (total <= query.offset || query.limit <= 0) return { ids: [], total, corrected };
    let slots: number[];
    if (query.sort !== 'relevance') {
      slots = this.#firstIn(query.sort, match, total, query.offset, query.limit);
    } else {
      // Best match: title whole, title prefix, title corrected, anywhere whole, anywhere prefix,
      // the rest; each tier only when the page reaches it.
      const tiers: [number, Reach][] = [
        [TITLE, 'whole'],
        [TITLE, 'prefix'],
        [TITLE, 'corrected'],
        [ANYWHERE, 'whole'],
        [ANYWHERE, 'prefix'],
        [ANYWHERE, 'corrected'],
      ];
      slots = [];
      let skip = query.offset;
      let placed = 0;
      const seen = this.#take();
      const own = this.#take();
      for (const [index, [field, reach]] of tiers.entries()) {
        if (!this.#mayAdd(plans, tiers[index - 1], field, reach)) continue;
        const mark = this.#scratchUsed;
        const tier =
          reach === 'corrected' && field === ANYWHERE
            ? match
            : this.#matching(plans, field, reach, base);
        const count = takeNew(own, tier, seen);
        this.#scratchUsed = mark;
        placed += count;
        if (skip >= count) {
          skip -= count;
          continue;
        }
        const take = Math.min(query.limit - slots.length, count - skip);
        slots.push(...this.#firstIn('addedAt_desc', own, count, skip, take));
        skip = 0;
        if (slots.length >= query.limit || placed >= total) break;
      }
    }
    return { ids: slots.map((slot) => this.#ids[slot] ?? ''), total, corrected };
  }

  /**
   * False when a tier can hold nothing the one before it did not (its words are the same), or
   * nothing at all (some word of the term is in no title): computing it is skipped.
   */
  #mayAdd(plans: WordPlan[], before: [number, Reach] | undefined, field: number, reach: Reach) {
    if (field === TITLE) {
      const inTitles = (text: string) => (this.#words.get(text)?.inTitles ?? 0) > 0;
      if (!plans.every((plan) => plan[reach].some(inTitles))) return false;
    }
    if (before === undefined || before[0] !== field) return true;
    const previous = before[1];
    return plans.some((plan) => plan[reach].length !== plan[previous].length);
  }

  /** A zeroed bit set the size of the index, from the search's scratch. */
  #take(): Bits {
    const words = this.#capacity / 32;
    let bits = this.#scratch[this.#scratchUsed];
    if (bits?.length === words) bits.fill(0);
    else {
      bits = new Uint32Array(words);
      this.#scratch[this.#scratchUsed] = bits;
    }
    this.#scratchUsed += 1;
    return bits;
  }

  /** The slots of `base` where every word of the term is in `field`, as far as `reach`. */
  #matching(plans: WordPlan[], field: number, reach: Reach, base: Bits): Bits {
    const out = this.#take();
    out.set(base);
    for (const plan of plans) {
      const stored = plan[reach];
      if (stored.length === 0) {
        out.fill(0);
        break;
      }
      const single = stored.length === 1 ? this.#cached(stored[0] ?? '', field) : undefined;
      if (single) {
        andInto(out, single);
        continue;
      }
      const union = this.#take();
      for (const text of stored) this.#orWord(union, text, field);
      andInto(out, union);
      this.#scratchUsed -= 1;
    }
    return out;
  }

  #setKeys(slot: number, course: IndexedCourse): void {
    this.#addedAt[slot] = course.addedAt;
    this.#enrollments[slot] = course.enrollments;
    this.#rating[slot] = course.rating ?? -1;
    this.#ratingCount[slot] = course.ratingCount;
  }

  #keyChanged(order: Order, slot: number, course: IndexedCourse): boolean {
    if (this.#addedAt[slot] !== course.addedAt) return true;
    if (order === 'enrollments_desc') return this.#enrollments[slot] !== course.enrollments;
    if (order === 'rating_desc') {
      return (
        this.#rating[slot] !== (course.rating ?? -1) ||
        this.#ratingCount[slot] !== course.ratingCount
      );
    }
    return false;
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
      for (const [key, bits] of this.#skills) this.#skills.set(key, growBits(bits));
      for (const word of this.#words.values()) {
        word.any = undefined;
        word.title = undefined;
      }
      this.#scratch = [];
      this.#capacity = capacity;
    }
    const slot = this.#slots;
    this.#slots += 1;
    return slot;
  }

  #kill(slot: number): void {
    for (const order of ORDERS) this.#unplace(order, slot);
    clearBit(this.#alive, slot);
    for (const bits of this.#categories.values()) clearBit(bits, slot);
    for (const bits of this.#skills.values()) clearBit(bits, slot);
    this.#slotOf.delete(this.#ids[slot] ?? '');
    this.#dead += 1;
  }

  #compare(order: Order): (a: number, b: number) => number {
    const ids = this.#ids;
    const added = this.#addedAt;
    const byId = (a: number, b: number) => compareIds(ids[a] ?? '', ids[b] ?? '');
    if (order === 'addedAt_desc') {
      return (a, b) => (added[b] ?? 0) - (added[a] ?? 0) || byId(a, b);
    }
    if (order === 'enrollments_desc') {
      const enrollments = this.#enrollments;
      return (a, b) => (enrollments[b] ?? 0) - (enrollments[a] ?? 0) || byId(a, b);
    }
    const rating = this.#rating;
    const count = this.#ratingCount;
    // Highest Rated (docs/product.md, Ratings & Reviews): rating, then more ratings, then newest; unrated last.
    return (a, b) =>
      (rating[b] ?? 0) - (rating[a] ?? 0) ||
      (count[b] ?? 0) - (count[a] ?? 0) ||
      (added[b] ?? 0) - (added[a] ?? 0) ||
      byId(a, b);
  }

  #orderList(order: Order): OrderList {
    const list = this.#orders.get(order);
    if (!list) throw new Error(`no order ${order}`);
    return list;
  }

  /** Puts a new (or re-keyed) slot in the order's waiting list. */
  #place(order: Order, slot: number): void {
    const entry = this.#orderList(order);
    if (entry.list === null) return;
    entry.pending.push(slot);
    if (entry.pending.length > PLACE_ONE_BY_ONE) {
      entry.list = null;
      entry.pending = [];
    }
  }

  /** Takes a slot out of the order, found by its keys (still the ones it was placed by). */
  #unplace(order: Order, slot: number): void {
    const entry = this.#orderList(order);
    if (entry.list === null) return;
    const waiting = entry.pending.indexOf(slot);
    if (waiting >= 0) {
      entry.pending.splice(waiting, 1);
      return;
    }
    const at = lowerBound(entry.list, slot, this.#compare(order));
    if (entry.list[at] === slot) entry.list.splice(at, 1);
    else entry.list = null;
  }

  /** The order's list with every live slot in place. */
  #ordered(order: Order): number[] {
    const entry = this.#orderList(order);
    const compare = this.#compare(order);
    if (entry.list !== null && entry.pending.length <= PLACE_ONE_BY_ONE) {
      for (const slot of entry.pending) {
        entry.list.splice(lowerBound(entry.list, slot, compare), 0, slot);
      }
    } else {
      entry.list = slotsOf(this.#alive).sort(compare);
    }
    entry.pending = [];
    return entry.list;
  }

  /** `take` slots of `bits` (which holds `count`) in `order`, after the first `skip`. */
  #firstIn(order: Order, bits: Bits, count: number, skip: number, take: number): number[] {
    if (count * DENSE_SHARE < this.#slotOf.size) {
      return slotsOf(bits)
        .sort(this.#compare(order))
        .slice(skip, skip + take);
    }
    const out: number[] = [];
    let passed = 0;
    for (const slot of this.#ordered(order)) {
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
        this.#sortedWords.splice(lowerBound(this.#sortedWords, word, byCodeUnits), 0, word);
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
      let i = lowerBound(words, prefix, byCodeUnits);
      i < words.length && (words[i] ?? '').startsWith(prefix);
      i += 1
    ) {
      out.push(words[i] ?? '');
    }
    return out;
  }

  /** A common word's slots in `field` as bits, kept from one search to the next. */
  #cached(text: string, field: number): Bits | undefined {
    const word = this.#words.get(text);
    if (!word || word.postings.length * DENSE_SHARE < this.#capacity) return undefined;
    const titleOnly = field === TITLE;
    const cached = titleOnly ? word.title : word.any;
    if (cached) return cached;
    const bits = emptyBits(this.#capacity);
    for (const posting of word.postings) {
      if (!titleOnly || posting & TITLE) setBit(bits, Math.floor(posting / FIELD_BITS));
    }
    if (titleOnly) word.title = bits;
    else word.any = bits;
    return bits;
  }

  /** Adds the slots where `text` is in `field` to `target`. */
  #orWord(target: Bits, text: string, field: number): void {
    const cached = this.#cached(text, field);
    if (cached) {
      orInto(target, cached);
      return;
    }
    const word = this.#words.get(text);
    if (!word) return;
    for (const posting of word.postings) {
      if (posting & field) setBit(target, Math.floor(posting / FIELD_BITS));
    }
  }
}

/** The first index of sorted `list` whose item is not before `item` by `compare`. */
function lowerBound<T>(list: readonly T[], item: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    // `mid` is always below `list.length`: the item is there.
    if (compare(list[mid] as T, item) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}
