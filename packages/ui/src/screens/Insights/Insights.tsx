import { ApiError, errorMessage, type CourseInsights } from '@edugate/api-client';
import { ChartColumn } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { Chart } from '../../components/Chart';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { useMyCourses } from '../../features/courses';
import {
  describeEnrolments,
  describeProgress,
  describeQuizzes,
  describeRatings,
  formatCount,
  formatPercent,
  insightsTexts as texts,
  namedQuizzes,
  useCourseInsights,
  weekLabel,
} from '../../features/insights';
import {
  AuthorCourseHeading,
  AuthorCoursePage,
} from '../../features/courses/components/AuthorCoursePage';
import { NotFoundPage } from '../../layout/NotFoundPage';
import * as styles from './Insights.css';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/**
 * /manage-courses/{id}/insights (docs/product.md, Insights): one course's figures for its author,
 * as charts with a 'Show as table' toggle. Anyone else (and an unknown course) gets the 404 page,
 * as the API answers.
 */
export function Insights() {
  const { id = '' } = useParams();
  const mine = useMyCourses();
  const insights = useCourseInsights(id);
  const course = mine.data?.find((candidate) => candidate._id === id);

  if ((mine.data && !course) || statusOf(insights.error) === 404) return <NotFoundPage />;
  const failed = mine.status === 'error' ? mine : insights.status === 'error' ? insights : null;
  return (
    <AuthorCoursePage title={texts.title}>
      {failed ? (
        <ErrorState
          message={errorMessage(failed.error, texts.loadFailed)}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : !course || !insights.data ? (
        <InsightsSkeleton />
      ) : (
        <>
          <AuthorCourseHeading title={texts.heading(course.title)} />
          <InsightsBody insights={insights.data} />
        </>
      )}
    </AuthorCoursePage>
  );
}

function Figures({ insights }: { insights: CourseInsights }) {
  const figures = [
    [texts.learnersNow, insights.learners],
    [texts.seatsLeft, insights.seatsLeft],
    [texts.completed, insights.completed],
  ] as const;
  return (
    <dl className={styles.figures}>
      {figures.map(([label, value]) => (
        <div key={label} className={styles.figure}>
          <dt className={styles.figureLabel}>{label}</dt>
          <dd className={styles.figureValue}>{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function InsightsBody({ insights }: { insights: CourseInsights }) {
  const quizzes = namedQuizzes(insights);
  const toggle = { showTableText: texts.showTable, showChartText: texts.showChart };
  const enrolments = (
    <Chart
      {...toggle}
      title={texts.enrolments}
      intro={texts.enrolmentsIntro}
      description={describeEnrolments(insights.weeks)}
      kind="columns"
      headers={[texts.weekOf, texts.enrolmentsHeader]}
      rows={insights.weeks.map((week) => ({
        key: week.weekStart,
        label: weekLabel(week.weekStart),
        value: week.enrollments,
        valueText: formatCount(week.enrollments),
      }))}
    />
  );
  if (insights.learners === 0 && insights.completed === 0) {
    return (
      <Stack gap="lg">
        <Figures insights={insights} />
        <EmptyState
          icon={<ChartColumn size={28} aria-hidden="true" />}
          title={texts.empty}
          headingLevel={2}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Figures insights={insights} />
      <div className={styles.charts}>
        <div className={styles.wide}>{enrolments}</div>
        <Chart
          {...toggle}
          title={texts.progress}
          intro={texts.progressIntro}
          description={describeProgress(insights.lessons)}
          kind="bars"
          headers={[texts.lesson, texts.completionsHeader]}
          max={insights.learners}
          rows={insights.lessons.map((lesson, index) => ({
            key: lesson.id,
            label: `${index + 1}. ${lesson.title}`,
            name: `${index + 1}. ${lesson.title} (${lesson.section})`,
            value: lesson.completions,
            valueText: formatCount(lesson.completions),
          }))}
          empty={insights.lessons.length === 0 ? <p>{texts.noLessons}</p> : undefined}
        />
        <Chart
          {...toggle}
          title={texts.quizzes}
          intro={texts.quizzesIntro}
          description={describeQuizzes(quizzes)}
          kind="bars"
          headers={[texts.quiz, texts.averageBestScore, texts.passRate, texts.attempted]}
          max={100}
          rows={quizzes.map((quiz) => ({
            key: quiz.id,
            label: quiz.title,
            value: quiz.averageBestScore ?? 0,
            valueText:
              quiz.averageBestScore === null
                ? texts.notAttempted
                : `${formatPercent(quiz.averageBestScore)} · ${formatPercent(quiz.passRate ?? 0)} passed`,
            tableValue: quiz.averageBestScore === null ? '–' : formatPercent(quiz.averageBestScore),
            cells: [
              quiz.passRate === null ? '–' : formatPercent(quiz.passRate),
              formatCount(quiz.learners),
            ],
          }))}
          empty={quizzes.length === 0 ? <p>{texts.noQuizzes}</p> : undefined}
        />
        <Chart
          {...toggle}
          title={texts.ratings}
          intro={texts.average(insights.ratings.average, insights.ratings.count)}
          description={describeRatings(insights.ratings)}
          kind="bars"
          headers={[texts.stars, texts.ratingsHeader]}
          rows={insights.ratings.stars.map((row) => ({
            key: String(row.stars),
            label: texts.starsLabel(row.stars),
            value: row.count,
            valueText: formatCount(row.count),
          }))}
        />
      </div>
    </Stack>
  );
}

/** The page's shape while it loads: the heading, three figures, the wide chart and two more. */
function InsightsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Skeleton width="60%" height="2.5rem" />
      <div className={styles.figures}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} width="100%" height="5.5rem" shape="block" />
        ))}
      </div>
      <Skeleton width="100%" height="19rem" shape="block" />
      <div className={styles.charts}>
        <Skeleton width="100%" height="20rem" shape="block" />
        <Skeleton width="100%" height="20rem" shape="block" />
      </div>
    </Stack>
  );
}
