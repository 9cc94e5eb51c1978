import { describe, expect, it } from 'vitest';
import { categorySearchText } from '../src/catalogue.ts';
import {
  CourseIndex,
  type IndexedCourse,
  type IndexQuery,
  type IndexSort,
} from '../src/search/course-index.ts';
import { oneEditAway, searchWords, wordsOf } from '../src/search/search-terms.ts';

/**
 * The in-process course index (ADR 18) against a plain reading of the rules, course by course:
 * every word must match (whole, a prefix from three characters, or one typo away from five
 * letters when nothing starts with it); 'Best match' ranks title whole, title prefix, title
 * corrected, anywhere whole, anywhere prefix, the rest, then newest first.
 */

let serial = 0;
function course(overrides: Partial<IndexedCourse>): IndexedCourse {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    title: 'Untitled',
    category: 'web development',
    description: '',
    skills: [],
    addedAt: serial * 1_000_000,
    enrollments: 0,
    rating: null,
    ratingCount: 0,
    ...overrides,
  };
}

function query(term: string, overrides: Partial<IndexQuery> = {}): IndexQuery {
  return {
    term,
    category: null,
    skill: null,
    sort: 'relevance',
    limit: 20,
    offset: 0,
    ...overrides,
  };
}

/** The rules, one course at a time: its tier (0 best), or null when it does not match. */
function reference(courses: IndexedCourse[], q: IndexQuery): { ids: string[]; total: number } {
  const vocabulary = new Set(
    courses.flatMap((c) =>
      wordsOf(`${c.title} ${categorySearchText(c.category)} ${c.description}`),
    ),
  );
  const words = searchWords(q.term);
  const startsWith = (word: string) => [...vocabulary].some((known) => known.startsWith(word));
  const corrections = words.map((word) =>
    word.length >= 5 && !/^\d+$/.test(word) && !startsWith(word)
      ? oneEditAway(word).filter((candidate) => vocabulary.has(candidate))
      : [],
  );
  const whole = (field: string[], word: string) => field.includes(word);
  const prefix = (field: string[], word: string) =>
    word.length >= 3 ? field.some((each) => each.startsWith(word)) : field.includes(word);
  const fixed = (field: string[], word: string, i: number) =>
    prefix(field, word) || (corrections[i] ?? []).some((c) => field.includes(c));
  const tierOf = (c: IndexedCourse): number | null => {
    const title = wordsOf(c.title);
    const any = wordsOf(`${c.title} ${categorySearchText(c.category)} ${c.description}`);
    const all = (test: (field: string[], word: string, i: number) => boolean, field: string[]) =>
      words.every((word, i) => test(field, word, i));
    if (!all(fixed, any)) return null;
    const tests = [
      all(whole, title),
      all(prefix, title),
      all(fixed, title),
      all(whole, any),
      all(prefix, any),
    ];
    const tier = tests.indexOf(true);
    return tier === -1 ? 5 : tier;
  };
  const newer = (a: IndexedCourse, b: IndexedCourse) =>
    b.addedAt - a.addedAt || (a.id < b.id ? -1 : 1);
  const orders: Record<
    IndexSort,
    (a: IndexedCourse & { tier: number }, b: IndexedCourse & { tier: number }) => number
  > = {
    relevance: (a, b) => a.tier - b.tier || newer(a, b),
    addedAt_desc: newer,
    enrollments_desc: (a, b) => b.enrollments - a.enrollments || (a.id < b.id ? -1 : 1),
    rating_desc: (a, b) =>
      (b.rating ?? -1) - (a.rating ?? -1) || b.ratingCount - a.ratingCount || newer(a, b),
  };
  const matched = courses
    .filter((c) => q.category === null || c.category.toLowerCase() === q.category)
    .flatMap((c) => {
      const tier = tierOf(c);
      return tier === null ? [] : [{ ...c, tier }];
    })
    .sort(orders[q.sort]);
  return {
    ids: matched.slice(q.offset, q.offset + q.limit).map((c) => c.id),
    total: matched.length,
  };
}

describe('the course index', () => {
  it("ranks by the tiers of 'Best match', newest first within each", () => {
    const index = new CourseIndex();
    const made = [
      course({ title: 'Intro', description: 'Learn react in a week' }), // anywhere whole
      course({ title: 'Reactive streams' }), // title prefix
      course({ title: 'React basics' }), // title whole
      course({ title: 'Old react', addedAt: 1 }), // title whole, oldest
      course({ title: 'Raect apps' }), // a known word is not corrected towards others
    ];
    for (const each of made) index.upsert(each);
    const page = index.search(query('react'));
    expect(page.ids).toEqual([made[2]?.id, made[3]?.id, made[1]?.id, made[0]?.id]);
    expect(page.total).toBe(4);
  });

  it('forgives one typo in a word of five letters or more, only when nothing starts with it', () => {
    const index = new CourseIndex();
    const js = course({ title: 'JavaScript in depth' });
    index.upsert(js);
    expect(index.search(query('javscript'))).toMatchObject({ ids: [js.id], corrected: true });
    expect(index.search(query('jvaa')).total).toBe(0);
  });

  it('matches one- and two-character words whole, anywhere', () => {
    const index = new CourseIndex();
    const go = course({ title: 'Concurrency', description: 'Written in Go.' });
    const google = course({ title: 'Google Cloud' });
    index.upsert(go);
    index.upsert(google);
    expect(index.search(query('go')).ids).toEqual([go.id]);
  });

  it("filters by category and finds a category's courses by its name", () => {
    const index = new CourseIndex();
    const data = course({ title: 'Pandas', category: 'Data Science' });
    const web = course({ title: 'Pandas for the web', category: 'web development' });
    index.upsert(data);
    index.upsert(web);
    expect(index.search(query('data science')).ids).toEqual([data.id]);
    expect(index.search(query('pandas', { category: 'data science' })).ids).toEqual([data.id]);
  });

  it("finds a category's courses by its short name: 'AI' is artificial intelligence", () => {
    const index = new CourseIndex();
    const ethics = course({ title: 'Fairness in practice', category: 'artificial intelligence' });
    const named = course({ title: 'AI Fundamentals', category: 'artificial intelligence' });
    const other = course({ title: 'Maintenance tips', category: 'cloud computing' });
    for (const each of [ethics, named, other]) index.upsert(each);
    expect(index.search(query('AI')).ids.sort()).toEqual([ethics.id, named.id].sort());
    expect(index.search(query('ml')).ids).toEqual([]);
  });

  it('keeps keys current and re-indexes a changed text; a removed course is gone', () => {
    const index = new CourseIndex();
    const a = course({ title: 'Rust', enrollments: 1 });
    const b = course({ title: 'Rust again', enrollments: 5 });
    index.upsert(a);
    index.upsert(b);
    const byEnrolments = query('rust', { sort: 'enrollments_desc' });
    expect(index.search(byEnrolments).ids).toEqual([b.id, a.id]);
    index.upsert({ ...a, enrollments: 9 });
    expect(index.search(byEnrolments).ids).toEqual([a.id, b.id]);
    index.upsert({ ...a, title: 'Zig' });
    expect(index.search(query('rust')).ids).toEqual([b.id]);
    expect(index.search(query('zig')).ids).toEqual([a.id]);
    index.remove(b.id);
    expect(index.search(query('rust')).total).toBe(0);
    expect(index.size).toBe(1);
    expect(index.deadSlots).toBe(2);
  });

  it('agrees with the rules on a random catalogue, for every sort, page and category', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const vocabulary = [
      'react',
      'reactive',
      'python',
      'pythonic',
      'data',
      'database',
      'science',
      'go',
      'ai',
      'javascript',
      'java',
      'security',
      'cloud',
      'learning',
      'machine',
      'r',
      'ux',
      '42',
    ];
    const pick = () => vocabulary[Math.floor(next() * vocabulary.length)] ?? '';
    const text = (n: number) => Array.from({ length: n }, pick).join(' ');
    const categories = ['web development', 'data science', 'cybersecurity'];
    const courses: IndexedCourse[] = [];
    const index = new CourseIndex();
    for (let i = 0; i < 3000; i += 1) {
      const made = course({
        title: text(1 + Math.floor(next() * 3)),
        description: text(Math.floor(next() * 8)),
        category: categories[Math.floor(next() * 3)] ?? '',
        addedAt: Math.floor(next() * 500) * 1_000_000, // many ties, broken by id
        enrollments: Math.floor(next() * 20),
        rating: next() < 0.3 ? null : Math.round(next() * 40) / 10,
        ratingCount: Math.floor(next() * 5),
      });
      courses.push(made);
      index.upsert(made);
    }
    // Edits and deletions, as the catch-up applies them.
    for (let i = 0; i < 300; i += 1) {
      const at = Math.floor(next() * courses.length);
      const old = courses[at];
      if (!old) continue;
      if (next() < 0.3) {
        courses.splice(at, 1);
        index.remove(old.id);
      } else {
        const edited = { ...old, title: text(2), enrollments: old.enrollments + 1 };
        courses[at] = edited;
        index.upsert(edited);
      }
    }
    const terms = [
      'react',
      'reac',
      'rea',
      'pythn',
      'data sci',
      'go',
      'r',
      'ai ux',
      'javascrpt',
      'databse',
      'machine learning',
      '42',
      'cloud security',
      'nothing',
      'science',
    ];
    const sorts: IndexSort[] = ['relevance', 'addedAt_desc', 'enrollments_desc', 'rating_desc'];
    let compared = 0;
    for (const term of terms) {
      for (const sort of sorts) {
        for (const offset of [0, 20, 400]) {
          for (const category of [null, 'data science']) {
            const q = query(term, { sort, offset, category });
            const got = index.search(q);
            expect({ term, sort, offset, category, ...got, corrected: undefined }).toEqual({
              term,
              sort,
              offset,
              category,
              ...reference(courses, q),
              corrected: undefined,
            });
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBe(terms.length * sorts.length * 3 * 2);
  });
});
