// The search terms of `npm run bench:api` and `npm run bench:search`: one generator, so the
// engines compared in bench/search-engines.ts are asked what the API's search row asks.

/** A seeded generator (mulberry32), so every run sends the same sequence of varied requests. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `items`, at random. */
export function pick(next: () => number, items: readonly string[]): string {
  return items[Math.floor(next() * items.length)] ?? '';
}

/** The generated courses' categories (bench/server.ts gives course n the (n % 4)th). */
export const CATEGORIES = ['web development', 'data science', 'cybersecurity', 'cloud computing'];

/**
 * The offset of the catalogue page of 20 a visitor asks for: half the time the first, then a few
 * pages on, rarely far.
 */
export function pageOffset(next: () => number): number {
  const roll = next();
  const page =
    roll < 0.5
      ? 0
      : roll < 0.8
        ? 1 + Math.floor(next() * 4)
        : roll < 0.95
          ? 5 + Math.floor(next() * 15)
          : 20 + Math.floor(next() * 30);
  return page * 20;
}

/** Words of the bench catalogue (generated and seeded courses) and of what people look for. */
const WORDS = [
  'benchmark',
  'course',
  'generated',
  'number',
  'for the',
  'web',
  'development',
  'data',
  'science',
  'design',
  'security',
  'cloud',
  'python',
  'react',
  'machine',
  'learning',
  'javascript',
  'mobile',
];

/**
 * Search terms of three characters or more, as typed by many visitors: a course's number
 * ('number 48213', 'course 702': a few matches), a bare number (3-5 digits), a word or a prefix
 * of one of at least three letters (often thousands of matches), and a word no course has.
 */
export function searchTerm(next: () => number): string {
  const number = () => String(1 + Math.floor(next() * 100_000)).slice(0, 2 + Math.ceil(next() * 4));
  const word = pick(next, WORDS);
  const roll = next();
  if (roll < 0.3) return `${next() < 0.5 ? 'number' : 'course'} ${number()}`;
  if (roll < 0.5) return number().padStart(3, '1');
  if (roll < 0.85) return word.slice(0, 3 + Math.floor(next() * (word.length - 2)));
  return Array.from({ length: 4 + Math.floor(next() * 5) }, () =>
    String.fromCharCode(97 + Math.floor(next() * 26)),
  ).join('');
}

/** One or two characters: the start of a word being typed, or any two letters or digits. */
export function shortTerm(next: () => number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const char = () => pick(next, [...alphabet]);
  const word = pick(next, WORDS);
  const roll = next();
  if (roll < 0.5) return word.slice(0, 1 + Math.floor(next() * 2));
  return next() < 0.5 ? char() : char() + char();
}

/** A letter of a word dropped, doubled or swapped with the next: the typos people make. */
function typo(next: () => number, word: string): string {
  const at = 1 + Math.floor(next() * (word.length - 2));
  const roll = next();
  if (roll < 0.4) return word.slice(0, at) + word.slice(at + 1);
  if (roll < 0.7) return word.slice(0, at) + word.charAt(at) + word.slice(at);
  return word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
}

/**
 * The search row's terms: a fifth each one or two characters, a whole word (or two),
 * a prefix, a word of five letters or more with one typo, and a course's number or a bare number.
 */
export function mixedTerm(next: () => number): string {
  const roll = next();
  const word = pick(next, WORDS);
  if (roll < 0.2) return shortTerm(next);
  if (roll < 0.4) return next() < 0.5 ? word : `${word} ${pick(next, WORDS)}`;
  if (roll < 0.6) return word.slice(0, 3 + Math.floor(next() * (word.length - 2)));
  if (roll < 0.8) return typo(next, word.length >= 5 ? word : 'javascript');
  return searchTerm(next);
}
