import { describe, expect, it } from 'vitest';
import {
  describeEnrolments,
  describeProgress,
  describeQuizzes,
  describeRatings,
  namedQuizzes,
} from './describe';

const weeks = (counts: number[]) =>
  counts.map((enrollments, index) => ({
    weekStart: `2026-0${1 + Math.floor(index / 4)}-0${1 + (index % 4)}`,
    enrollments,
  }));

describe("the charts' descriptions name their largest values", () => {
  it('enrolments: the total, the busiest week and this week', () => {
    expect(describeEnrolments(weeks([0, 4, 9, 2]))).toBe(
      '15 enrolments in the last 12 weeks; the most, 9, in the week of Jan 3; 2 this week.',
    );
    expect(describeEnrolments(weeks([0, 0]))).toBe('No enrolments in the last 12 weeks.');
  });

  it('progress: the first and last lesson, and where the largest drop is', () => {
    const lessons = [
      ['Intro', 1200],
      ['Setup', 410],
      ['Basics', 380],
      ['Quiz', 350],
    ].map(([title, completions], index) => ({
      id: String(index),
      title: String(title),
      section: 'S',
      kind: 'article' as const,
      completions: Number(completions),
    }));
    expect(describeProgress(lessons)).toBe(
      '1,200 completed the first lesson, Intro; 350 the last, Quiz; the largest drop, 790 learners, is after lesson 1, Intro.',
    );
    expect(describeProgress([])).toBe('This course has no lessons yet.');
  });

  it('quizzes: the highest average best score and the lowest pass rate', () => {
    const quiz = (title: string, averageBestScore: number | null, passRate: number | null) => ({
      id: title,
      title,
      learners: 10,
      averageBestScore,
      passRate,
    });
    expect(
      describeQuizzes([quiz('A', 82.4, 91.2), quiz('B', 61.7, 48.3), quiz('C', null, null)]),
    ).toBe('Highest average best score: A, 82.4%. Lowest pass rate: B, 48.3%.');
    expect(describeQuizzes([])).toBe('This course has no quizzes.');
    expect(describeQuizzes([quiz('A', null, null)])).toBe('No learner has tried a quiz yet.');
  });

  it('quizzes are named after their sections, so that one title used in each reads apart', () => {
    const lesson = (id: string, section: string) => ({
      id,
      title: 'Check your understanding',
      section,
      kind: 'quiz' as const,
      completions: 1,
    });
    const quiz = (id: string) => ({
      id,
      title: 'Check your understanding',
      learners: 1,
      averageBestScore: 50,
      passRate: 0,
    });
    const named = namedQuizzes({
      lessons: [lesson('q1', 'Getting started'), lesson('q2', 'Widgets')],
      quizzes: [quiz('q1'), quiz('q2'), quiz('unknown')],
    });
    expect(named.map((q) => q.title)).toEqual([
      'Getting started: Check your understanding',
      'Widgets: Check your understanding',
      'Check your understanding',
    ]);
  });

  it('ratings: the average and the most frequent rating', () => {
    expect(
      describeRatings({
        average: 4.3,
        count: 12,
        stars: [
          { stars: 5, count: 7 },
          { stars: 4, count: 3 },
          { stars: 3, count: 1 },
          { stars: 2, count: 1 },
          { stars: 1, count: 0 },
        ],
      }),
    ).toBe('Average 4.3 from 12 ratings. Most often 5 stars: 7.');
  });
});
