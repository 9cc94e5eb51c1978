/**
 * The author's Insights page (docs/product.md, Insights). The quoted texts are the product's:
 * 'Insights', 'Learners now', 'Seats left', 'Completed', 'Show as table' and the empty state.
 */
const number = new Intl.NumberFormat('en-US');
export const formatCount = (n: number) => number.format(n);
export const formatPercent = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}%`;

export const insightsTexts = {
  title: 'Insights',
  heading: (course: string) => `${course}: Insights`,
  loadFailed: 'Failed to load insights',
  empty: 'No learners yet, so nothing to show.',
  learnersNow: 'Learners now',
  seatsLeft: 'Seats left',
  completed: 'Completed',
  showTable: 'Show as table',
  showChart: 'Show as chart',
  // Charts: titles, the table's headers, and a description naming the largest values.
  enrolments: 'Enrolments per week',
  enrolmentsIntro: 'Learners enrolled now, by the week they enrolled, over the last 12 weeks.',
  weekOf: 'Week of',
  enrolmentsHeader: 'Enrolments',
  progress: 'How far learners get',
  progressIntro: 'Learners who completed each lesson, in curriculum order.',
  lesson: 'Lesson',
  completionsHeader: 'Completed it',
  quizzes: 'Quizzes',
  quizzesIntro: "Each quiz's average best score, and the share of learners who passed it.",
  quiz: 'Quiz',
  averageBestScore: 'Average best score',
  passRate: 'Pass rate',
  attempted: 'Learners who tried it',
  notAttempted: 'Not tried yet',
  noQuizzes: 'This course has no quizzes.',
  noLessons: 'This course has no lessons yet.',
  ratings: 'Ratings',
  stars: 'Rating',
  ratingsHeader: 'Learners',
  starsLabel: (n: number) => `${n} star${n === 1 ? '' : 's'}`,
  average: (average: number | null, count: number) =>
    average === null
      ? 'No ratings yet.'
      : `Average ${average.toFixed(1)} from ${formatCount(count)} rating${count === 1 ? '' : 's'}.`,
} as const;
