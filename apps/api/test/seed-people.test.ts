/**
 * The seeded people (docs/product.md, Ratings & Reviews and Insights): learners' names from many
 * backgrounds with no pattern a reader notices, and the plan of what each did (src/seed/plan.ts): the same on every
 * run, at most three courses at once, every date in order between the course's launch and the
 * seed time, and every review written by a learner who got exactly as far as it says.
 * seed-content.test.ts checks the same rules on a seeded database.
 */
import { describe, expect, it } from 'vitest';
import { readCatalogue, type SeedCourse } from '../src/seed/courses.ts';
import { learnerEmail, readLearners } from '../src/seed/people.ts';
import { planLearning, type PlanLesson } from '../src/seed/plan.ts';
import { seedContent } from '../src/seed/seed.ts';

const learners = readLearners();
const seedTime = new Date('2026-11-28T09:30:00Z');
const { courses, plan } = seedContent(seedTime);
const DAY = 86_400_000;

const surname = (name: string) => name.split(' ').at(-1) ?? name;
const counts = (values: string[]) => {
  const map = new Map<string, number>();
  for (const value of values) map.set(value, (map.get(value) ?? 0) + 1);
  return map;
};

describe('the seeded learners', () => {
  it('are about 120 people with distinct names and addresses', () => {
    expect(learners.length).toBeGreaterThanOrEqual(100);
    expect(new Set(learners.map((l) => l.name)).size).toBe(learners.length);
    expect(new Set(learners.map((l) => l.email)).size).toBe(learners.length);
    for (const { email } of learners)
      expect(email).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+@edugate\.example$/);
  });

  it('derive a plain address from any name', () => {
    expect(learnerEmail("Tomás O'Brien")).toBe('tomas.obrien@edugate.example');
    expect(learnerEmail('Elif Yılmaz')).toBe('elif.yilmaz@edugate.example');
    expect(learnerEmail('Ewa Wiśniewska')).toBe('ewa.wisniewska@edugate.example');
  });

  it('follow no pattern: no surname or first name more than three times, no common ending', () => {
    const surnames = counts(learners.map((l) => surname(l.name)));
    expect(Math.max(...surnames.values())).toBeLessThanOrEqual(3);
    const firstNames = counts(learners.map((l) => l.name.split(' ')[0] ?? ''));
    expect(Math.max(...firstNames.values())).toBeLessThanOrEqual(3);
    // 'Lin' and 'Berg' on every name is a pattern; a shared three-letter ending on a tenth is too.
    const endings = counts(learners.map((l) => surname(l.name).slice(-3).toLowerCase()));
    expect(Math.max(...endings.values())).toBeLessThan(learners.length / 10);
  });
});

describe('the plan of who did what', () => {
  it('is the same on every run for the same seed time', () => {
    expect(seedContent(seedTime).plan).toEqual(plan);
  });

  it('enrols each course exactly as catalogue.yaml says, no learner in more than three at once', () => {
    for (const course of courses) {
      const current = plan.filter((p) => p.course === course.slug && p.current);
      expect(current.length, course.slug).toBe(course.enrollments);
      const people = plan.filter((p) => p.course === course.slug).map((p) => p.learner.email);
      expect(new Set(people).size, `${course.slug}: nobody twice`).toBe(people.length);
    }
    const perLearner = counts(plan.filter((p) => p.current).map((p) => p.learner.email));
    expect(Math.max(...perLearner.values())).toBeLessThanOrEqual(3);
  });

  it('dates everything after the course was added, before the seed time, and in order', () => {
    for (const p of plan) {
      const course = courses.find((c) => c.slug === p.course);
      const added = seedTime.getTime() - (course?.addedDaysAgo ?? 0) * DAY;
      const who = `${p.learner.name} in ${p.course}`;
      expect(p.enrolledAt.getTime(), who).toBeGreaterThan(added);
      let previous = p.enrolledAt.getTime();
      for (const at of p.completedAt) {
        expect(at.getTime(), `${who}: lessons in order`).toBeGreaterThan(previous);
        previous = at.getTime();
      }
      const dates = [
        ...p.attempts.map((a) => a.at),
        ...(p.position ? [p.position.at] : []),
        ...(p.certificateAt ? [p.certificateAt] : []),
        ...(p.review ? [p.review.at] : []),
      ];
      for (const at of dates) {
        expect(at.getTime(), who).toBeGreaterThan(p.enrolledAt.getTime());
        expect(at.getTime(), who).toBeLessThan(seedTime.getTime());
      }
      if (p.certificateAt) expect(p.certificateAt).toEqual(p.completedAt.at(-1));
      if (p.review) expect(p.review.at.getTime(), who).toBeGreaterThan(previous);
      if (!p.current) expect(p.certificateAt, `${who} left only after finishing`).not.toBeNull();
    }
  });

  it('gives each review of course.yaml to a learner who completed exactly its lessonsDone', () => {
    for (const course of courses) {
      const reviewers = plan.filter((p) => p.course === course.slug && p.review);
      expect(reviewers.length, course.slug).toBe(course.reviews.length);
      for (const p of reviewers) {
        expect(p.completedAt.length, course.slug).toBe(p.review?.lessonsDone);
      }
      const planned = reviewers.map((p) => `${p.review?.rating}|${p.review?.text}`).sort();
      const written = course.reviews.map((r) => `${r.rating}|${r.text ?? ''}`).sort();
      expect(planned, course.slug).toEqual(written);
    }
  });

  it('passes every completed quiz, with some failed attempts on the way', () => {
    const attempts = plan.flatMap((p) => p.attempts.map((a) => ({ p, a })));
    expect(attempts.some(({ a }) => !a.passed)).toBe(true);
    for (const p of plan) {
      for (const a of p.attempts.filter((x) => x.lesson < p.completedAt.length)) {
        const passing = p.attempts.filter((x) => x.lesson === a.lesson && x.passed);
        expect(passing.length, `${p.learner.name} in ${p.course}`).toBe(1);
      }
    }
  });
});

describe('the whole of catalogue.yaml', () => {
  it('fits the seeded learners once every course is written: three courses each at most', () => {
    // Courses still being written, stood in for by an outline of eight lessons and eight reviews.
    const lessons: PlanLesson[] = Array.from({ length: 8 }, (_, i) => ({
      kind: i % 4 === 3 ? 'quiz' : 'article',
      questions: i % 4 === 3 ? [{ prompt: 'p', options: ['a', 'b'], answer: 1 }] : null,
      passMark: i % 4 === 3 ? 70 : null,
    }));
    const all: SeedCourse[] = [...readCatalogue()].map(([slug, entry]) => ({
      slug,
      title: slug,
      description: '',
      imagePath: '',
      duration: '',
      category: '',
      outcomes: [],
      skills: [],
      addedByEmail: entry.instructor,
      addedByName: '',
      addedDaysAgo: entry.addedDaysAgo,
      totalSeats: entry.totalSeats,
      enrollments: entry.learners,
      reviews: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ rating: 4, lessonsDone: n })),
    }));
    const whole = planLearning(all, new Map(all.map((c) => [c.slug, lessons])), learners, seedTime);
    const perLearner = counts(whole.filter((p) => p.current).map((p) => p.learner.email));
    expect(Math.max(...perLearner.values())).toBeLessThanOrEqual(3);
    for (const course of all) {
      expect(whole.filter((p) => p.course === course.slug && p.current)).toHaveLength(
        course.enrollments,
      );
    }
  });
});
