/**
 * `npm run bench:search`: the in-process search engines ADR 18 chose between, on the catalogue of
 * `npm run bench:api` (BENCH_COURSES generated courses, default 100,000) and the terms of its
 * search row (bench/terms.ts): build time, memory, and the time of one search on one core.
 * EduGate's own index (src/search/course-index.ts) against MiniSearch and Orama, each configured
 * as close to the catalogue's rules as it allows (prefixes from three characters, one typo from
 * five, every word required); the PostgreSQL full-text figures are in ADR 16 (bench:api).
 *
 * BENCH_QUERIES searches each (default 5,000), or as many as BENCH_SECONDS (default 60) allow;
 * BENCH_ENGINES=edugate (part of a name) runs that engine only, e.g. at BENCH_COURSES=1000000.
 * Run with --expose-gc (the npm script does) for the memory figures.
 */
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import MiniSearch from 'minisearch';
import { CourseIndex, type IndexedCourse } from '../src/search/course-index.ts';
import { CATEGORIES, mixedTerm, pageOffset, pick, random } from './terms.ts';

const COURSES = Number(process.env.BENCH_COURSES ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 5_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
/** The generated courses of bench/server.ts, as the index reads them. */
function catalogue(): IndexedCourse[] {
  const now = Date.UTC(2026, 10, 1) * 1000;
  return Array.from({ length: COURSES }, (_, i) => {
    const n = i + 1;
    return {
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      title: `Benchmark course ${n}`,
      category: CATEGORIES[n % 4] ?? '',
      description: `Generated course number ${n} for the benchmark.`,
      skills: [],
      addedAt: now - n * 60_000_000,
      enrollments: 0,
      rating: Math.round((3 + (n % 20) / 10) * 10) / 10,
      ratingCount: 1 + (n % 40),
    };
  });
}

interface Query {
  term: string;
  category: string | null;
  offset: number;
}

/** The search row's requests: a mixed term, a category half the time, bench:api's pages. */
function queries(): Query[] {
  const next = random(4);
  return Array.from({ length: QUERIES }, () => {
    const offset = pageOffset(next);
    const category = next() < 0.5 ? pick(next, CATEGORIES) : null;
    return { term: mixedTerm(next), category, offset };
  });
}

interface Engine {
  name: string;
  build(courses: IndexedCourse[]): Promise<(query: Query) => Promise<number> | number>;
}

const engines: Engine[] = [
  {
    name: 'EduGate course index (bit sets)',
    async build(courses) {
      const index = new CourseIndex();
      for (const course of courses) index.upsert(course);
      return (query) =>
        index.search({ ...query, skill: null, sort: 'relevance', limit: 20 }).ids.length;
    },
  },
  {
    name: 'MiniSearch 7 (prefix, fuzzy 1, AND)',
    async build(courses) {
      const index = new MiniSearch<IndexedCourse>({
        fields: ['title', 'category', 'description'],
        storeFields: ['category'],
      });
      index.addAll(courses);
      return (query) => {
        const results = index.search(query.term, {
          combineWith: 'AND',
          prefix: (term) => term.length >= 3,
          fuzzy: (term) => (term.length >= 5 ? 1 : false),
          boost: { title: 3 },
          ...(query.category ? { filter: (result) => result.category === query.category } : {}),
        });
        return results.slice(query.offset, query.offset + 20).length;
      };
    },
  },
  {
    name: 'Orama 3 (prefix, tolerance 1)',
    async build(courses) {
      const db = create({
        schema: {
          title: 'string',
          categoryName: 'string',
          category: 'enum',
          description: 'string',
        } as const,
      });
      await insertMultiple(
        db,
        courses.map(({ id, title, category, description }) => ({
          id,
          title,
          categoryName: category,
          category,
          description,
        })),
        10_000,
      );
      return async (query) => {
        const result = await oramaSearch(db, {
          term: query.term,
          properties: ['title', 'categoryName', 'description'],
          tolerance: 1,
          limit: 20,
          offset: query.offset,
          ...(query.category ? { where: { category: { eq: query.category } } } : {}),
        });
        return result.hits.length;
      };
    },
  },
];

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return (usage.heapUsed + usage.arrayBuffers) / 1024 / 1024;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

const only = process.env.BENCH_ENGINES?.toLowerCase();
const asked = queries();
const rows: Record<string, string | number>[] = [];
for (const engine of engines) {
  if (only && !engine.name.toLowerCase().includes(only)) continue;
  const before = heapMb();
  let courses: IndexedCourse[] | null = catalogue();
  const started = performance.now();
  const run = await engine.build(courses);
  const buildMs = performance.now() - started;
  courses = null;
  // What the engine holds once the courses it was given are gone.
  const memory = heapMb() - before;
  // Warm-up (JIT), then every query timed on its own; a slow engine for BENCH_SECONDS at most.
  const warmUntil = performance.now() + 5_000;
  for (const query of asked.slice(0, 500)) {
    await run(query);
    if (performance.now() > warmUntil) break;
  }
  const times: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  for (const query of asked) {
    const start = performance.now();
    await run(query);
    times.push((performance.now() - start) * 1000);
    if (start > deadline) break;
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  rows.push({
    engine: engine.name,
    'build s': Number((buildMs / 1000).toFixed(1)),
    'heap MB': Math.round(memory),
    'mean µs': Math.round(mean),
    'p50 µs': Math.round(percentile(times, 0.5)),
    'p99 µs': Math.round(percentile(times, 0.99)),
    searches: times.length,
    'searches/s (one core)': Math.round(1e6 / mean),
  });
  console.log(`${engine.name}: done`);
}
console.log(
  `\n${COURSES.toLocaleString('en')} courses, ${QUERIES.toLocaleString('en')} searches (bench/terms.ts mixedTerm, Best match where the engine has it)`,
);
console.table(rows);
