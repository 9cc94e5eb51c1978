// The search rules both engines share: words as typed, each a prefix from three characters, each
// of five or more letters forgiven one typo when no stored word starts with it. The job board
// asks them of PostgreSQL full-text search (migrations/012, ADR 16), the catalogue of its
// in-process index (course-index.ts, ADR 18).
import type { Database } from '../db/database.ts';

/** Words of at least this many characters match as prefixes ('reac' finds React). */
export const PREFIX_LENGTH = 3;
/** Words of at least this many characters are forgiven one typo ('javscript'). */
export const CORRECTION_LENGTH = 5;
/** At most this many words of a term are used (MAX_SEARCH_LENGTH bounds the term itself). */
const MAX_WORDS = 8;

/** A text's words: letters and digits, lower-cased; anything else separates words. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A term's words, as `wordsOf` splits a stored text (and the jobs' stored vectors). */
export function searchWords(term: string): string[] {
  return [...new Set(wordsOf(term))].slice(0, MAX_WORDS);
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Every string one edit away (a letter dropped, changed, added, or two swapped). */
export function oneEditAway(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
    for (const char of ALPHABET) {
      if (tail) out.add(head + char + tail.slice(1));
      out.add(head + char + tail);
    }
  }
  out.delete(word);
  return [...out];
}

export interface SearchPlan {
  words: string[];
  /** Per word, the catalogue's words one typo away (empty when the word itself is known). */
  corrections: string[][];
  /** True when some word was corrected. */
  corrected: boolean;
}

/**
 * Looks up, in one statement, which words no stored word starts with and, for those of five or
 * more letters, the stored words one edit away (search_words, migrations/012).
 */
export async function planSearch(
  db: Database,
  source: 'courses' | 'jobs',
  term: string,
): Promise<SearchPlan> {
  const words = searchWords(term);
  const long = words.filter((word) => word.length >= CORRECTION_LENGTH && !/^\d+$/.test(word));
  if (long.length === 0) return { words, corrections: words.map(() => []), corrected: false };
  const candidates = long.flatMap((word) => oneEditAway(word));
  const rows = await db.read<{ word: string; kind: string }>(
    `SELECT word, 'known' AS kind FROM unnest($2::text[]) AS t(word)
       WHERE EXISTS (SELECT 1 FROM search_words s
                     WHERE s.source = $1 AND s.word >= t.word AND s.word < t.word || chr(1114111))
     UNION ALL
     SELECT word, 'candidate' FROM search_words WHERE source = $1 AND word = ANY($3::text[])`,
    [source, long, candidates],
  );
  const known = new Set(rows.filter((row) => row.kind === 'known').map((row) => row.word));
  const found = new Set(rows.filter((row) => row.kind === 'candidate').map((row) => row.word));
  const corrections = words.map((word) =>
    long.includes(word) && !known.has(word)
      ? oneEditAway(word)
          .filter((candidate) => found.has(candidate))
          .sort()
      : [],
  );
  return { words, corrections, corrected: corrections.some((list) => list.length > 0) };
}

const lexeme = (word: string, suffix = '') => `'${word}'${suffix}`;

function any(parts: string[]): string {
  return parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(' | ')})`;
}

/** A word as written, or its prefix from PREFIX_LENGTH characters; `weight` restricts the field. */
function wordQuery(word: string, prefix: boolean, weight = ''): string {
  const star = prefix && word.length >= PREFIX_LENGTH ? ':*' : weight ? ':' : '';
  return lexeme(word, `${star}${weight}`);
}

export interface SearchQueries {
  /** What matches: every word, as a prefix or corrected. */
  match: string;
  /** 'Best match' tiers, best first: each a to_tsquery text; a course in none is in the last. */
  tiers: string[];
}

/** The to_tsquery('simple', ...) texts of a plan; null when the term has no word at all. */
export function searchQueries(plan: SearchPlan, titleWeight = 'A'): SearchQueries | null {
  if (plan.words.length === 0) return null;
  const all = (each: (word: string, index: number) => string) => plan.words.map(each).join(' & ');
  return {
    match: all((word, i) =>
      any([wordQuery(word, true), ...(plan.corrections[i] ?? []).map((c) => lexeme(c))]),
    ),
    // Title above the other fields; within each, whole words above prefixes above corrections.
    tiers: [
      all((word) => wordQuery(word, false, titleWeight)),
      all((word) => wordQuery(word, true, titleWeight)),
      all((word, i) =>
        any([
          wordQuery(word, true, titleWeight),
          ...(plan.corrections[i] ?? []).map((c) => lexeme(c, `:${titleWeight}`)),
        ]),
      ),
      all((word) => wordQuery(word, false)),
      all((word) => wordQuery(word, true)),
    ],
  };
}

/** SQL giving a row's tier (0 best) from `vector` against parameters $first.. (the tiers). */
export function tierSql(vector: string, first: number, count: number): string {
  const cases = Array.from(
    { length: count },
    (_, i) => `WHEN ${vector} @@ to_tsquery('simple', $${first + i}) THEN ${i}`,
  );
  return `CASE ${cases.join(' ')} ELSE ${count} END`;
}
