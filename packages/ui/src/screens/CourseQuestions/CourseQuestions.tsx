import { ApiError, MAX_SEARCH_LENGTH } from '@edugate/api-client';
import { ChevronLeft, MessagesSquare } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../components/Button';
import { Chip } from '../../components/Chip';
import { EmptyState } from '../../components/EmptyState';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { SearchForm, useSearchDraft } from '../../components/SearchForm';
import { TextField } from '../../components/TextField';
import { useCourse } from '../../features/courses';
import {
  questionTexts as texts,
  QuestionList,
  useCourseQuestions,
  type CourseQuestionFilters,
} from '../../features/questions';
import { useMyReview } from '../../features/reviews';
import { NotFoundPage } from '../../layout/NotFoundPage';
import { paths } from '../../paths';
import * as styles from './CourseQuestions.css';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/** The page's filters are its URL (`q`, `unanswered`, `mine`): a reload or a shared link keeps them. */
function useFilters(): [CourseQuestionFilters, (next: Partial<CourseQuestionFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: CourseQuestionFilters = {
    q: params.get('q') ?? '',
    unanswered: params.get('unanswered') === 'true',
    mine: params.get('mine') === 'true',
  };
  const change = useCallback(
    (next: Partial<CourseQuestionFilters>) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value === '' || value === false) merged.delete(key);
            else merged.set(key, String(value));
          }
          return merged;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, change];
}

/**
 * /courses/{id}/questions (docs/product.md, Questions and messages): every question of the
 * course's lessons, newest first, each under the name of its lesson, with a search box and the
 * filters 'Unanswered' and 'My questions'. Its enrolled learners and author answer, upvote and
 * accept here as below the lesson; anyone else gets the 404 page, as the API answers.
 */
export function CourseQuestions() {
  const { id = '' } = useParams();
  const [filters, setFilters] = useFilters();
  const course = useCourse(id);
  const questions = useCourseQuestions(id, filters);
  const isAuthor = useMyReview(id).data?.eligibility === 'author';
  const onSearch = useCallback((q: string) => setFilters({ q }), [setFilters]);
  const searchDraft = useSearchDraft(filters.q, onSearch);

  if (statusOf(questions.error) === 404 || statusOf(course.error) === 404) return <NotFoundPage />;
  const title = course.data ? texts.qaHeading(course.data.title) : texts.qaTitle;
  const filtered = filters.q.trim() !== '' || filters.unanswered || filters.mine;

  return (
    <>
      <PageTitle title={course.data ? `${texts.qaTitle}: ${course.data.title}` : texts.qaTitle} />
      <PageSection
        title={title}
        headingLevel={1}
        description={texts.askBelowLessons}
        actions={
          <ButtonLink
            to={paths.courseDetail.href(id)}
            variant="outline"
            icon={<ChevronLeft size={18} aria-hidden="true" />}
          >
            {texts.backToCourse}
          </ButtonLink>
        }
      >
        <SearchForm
          action={paths.courseQuestions.href(id)}
          label={texts.searchLabel}
          className={styles.filters}
        >
          <div className={styles.search}>
            <TextField
              label={texts.searchLabel}
              type="search"
              name="q"
              maxLength={MAX_SEARCH_LENGTH}
              placeholder={texts.searchPlaceholder}
              {...searchDraft}
            />
          </div>
          <fieldset className={styles.chips}>
            <legend className={styles.legend}>{texts.filters}</legend>
            <Chip
              selected={filters.unanswered}
              onClick={() => setFilters({ unanswered: !filters.unanswered })}
            >
              {texts.unansweredFilter}
            </Chip>
            <Chip selected={filters.mine} onClick={() => setFilters({ mine: !filters.mine })}>
              {texts.myQuestions}
            </Chip>
          </fieldset>
        </SearchForm>
        <Results questions={questions} filtered={filtered} isAuthor={isAuthor} courseId={id} />
      </PageSection>
    </>
  );
}

function Results({
  questions,
  filtered,
  isAuthor,
  courseId,
}: {
  questions: ReturnType<typeof useCourseQuestions>;
  filtered: boolean;
  isAuthor: boolean;
  courseId: string;
}) {
  return (
    <QuestionList
      questions={questions}
      isAuthor={isAuthor}
      summary={(total) => (
        <p className={styles.muted} role="status">
          {texts.matching(total)}
        </p>
      )}
      lessonOf={(question) => (
        <>
          {texts.inLesson}{' '}
          <Link
            className={styles.lessonLink}
            to={paths.lesson.href(question.courseId, question.lessonId)}
          >
            {question.lessonTitle}
          </Link>
        </>
      )}
      empty={
        <EmptyState
          icon={<MessagesSquare size={28} aria-hidden="true" />}
          title={filtered ? texts.noMatches : texts.empty}
          headingLevel={2}
          action={
            filtered ? null : (
              <ButtonLink to={paths.courseDetail.href(courseId)} variant="outline">
                {texts.backToCourse}
              </ButtonLink>
            )
          }
        />
      }
    />
  );
}
