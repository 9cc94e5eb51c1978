/**
 * The search rule of the reference server (apps/api ADRs 16 and 18) for lists a client already
 * holds (the job board filters its list at once) and for the mocks: every word of the term must
 * match a word of the fields, as written, as a prefix from three characters, or with one typo
 * from five letters. The tier says how well (0 best): title above the other fields, whole words
 * above prefixes above corrections.
 */
const PREFIX_LENGTH = 3;
const CORRECTION_LENGTH = 5;

export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** True when `a` and `b` are at most one edit apart (a letter dropped, added, changed or swapped). */
function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  if (i === a.length && i === b.length) return true;
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return (
    swapped ||
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i)
  );
}

type Kind = 0 | 1 | 2; // whole word, prefix, corrected

function wordMatch(word: string, fieldWords: string[]): Kind | null {
  if (fieldWords.includes(word)) return 0;
  if (word.length >= PREFIX_LENGTH && fieldWords.some((w) => w.startsWith(word))) return 1;
  if (word.length >= CORRECTION_LENGTH && !/^\d+$/.test(word)) {
    if (fieldWords.some((w) => oneEdit(word, w))) return 2;
  }
  return null;
}

/**
 * The tier (0-5) of a record for a term, or null when it does not match. Tiers, best first: every
 * word whole in the title; whole or a prefix in the title; matched in the title; whole anywhere;
 * whole or a prefix anywhere; matched anywhere. `title` and `others` are the fields' texts.
 */
export function searchTier(term: string, title: string, others: string): number | null {
  const words = [...new Set(searchWords(term))];
  if (words.length === 0) return null;
  const titleWords = searchWords(title);
  const allWords = [...titleWords, ...searchWords(others)];
  const inTitle = words.map((word) => wordMatch(word, titleWords));
  const anywhere = words.map((word) => wordMatch(word, allWords));
  if (anywhere.some((kind) => kind === null)) return null;
  const worst = (kinds: (Kind | null)[]) =>
    kinds.some((kind) => kind === null) ? 3 : Math.max(...(kinds as number[]));
  const title3 = worst(inTitle);
  if (title3 < 3) return title3;
  return 3 + worst(anywhere);
}
