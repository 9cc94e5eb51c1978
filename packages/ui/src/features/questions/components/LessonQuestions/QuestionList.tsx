import type { LessonQuestion } from '@edugate/api-client';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/Button';
import { ErrorState } from '../../../../components/ErrorState';
import { Skeleton } from '../../../../components/Skeleton';
import { visuallyHidden } from '../../../../theme/utilities.css';
import type { CountedPage } from '../../api/queries';
import { questionTexts as texts } from '../../texts';
import * as styles from './LessonQuestions.css';
import { QuestionItem } from './QuestionItem';

export interface QuestionListProps {
  questions: UseInfiniteQueryResult<InfiniteData<CountedPage<LessonQuestion>>>;
  /** The reader wrote the course: Hide and Show again on every question and answer. */
  isAuthor: boolean;
  /** Below a lesson, its id; on the course's Q&A page each question's own lesson is used. */
  lessonId?: string;
  /** Where each question was asked, shown above it (the course's Q&A page). */
  lessonOf?: (question: LessonQuestion) => ReactNode;
  /** What an empty list shows. */
  empty: ReactNode;
  /** Said above the list once it has loaded, from the number of matches. */
  summary?: (total: number) => ReactNode;
}

/**
 * Questions page after page (docs/product.md, Questions and messages), below a lesson or on the
 * course's Q&A page: a placeholder of about three questions while the first page loads (so what
 * is above does not move), the failure with Try Again, `empty`, or the list and 'Show more
 * questions'.
 */
export function QuestionList({
  questions,
  isAuthor,
  lessonId,
  lessonOf,
  empty,
  summary,
}: QuestionListProps) {
  if (questions.isPending) {
    return (
      <div className={styles.placeholder} aria-busy="true">
        <p className={visuallyHidden}>{texts.loading}</p>
        <Skeleton shape="block" width="100%" height="7rem" />
        <Skeleton shape="block" width="100%" height="7rem" />
        <Skeleton shape="block" width="100%" height="7rem" />
      </div>
    );
  }
  if (questions.isError) {
    return (
      <ErrorState
        message={texts.loadFailed}
        onRetry={() => void questions.refetch()}
        retrying={questions.isFetching}
      />
    );
  }
  const list = questions.data.pages.flatMap((page) => page.items);
  if (list.length === 0) return <>{empty}</>;
  return (
    <>
      {summary ? summary(questions.data.pages[0]?.total ?? list.length) : null}
      <ol
        className={styles.list}
        aria-label={texts.heading}
        aria-busy={questions.isPlaceholderData || undefined}
      >
        {list.map((question) => (
          <QuestionItem
            key={question._id}
            question={question}
            lessonId={lessonId ?? question.lessonId}
            isAuthor={isAuthor}
            lesson={lessonOf?.(question)}
          />
        ))}
      </ol>
      {questions.hasNextPage ? (
        <div className={styles.actions}>
          <Button
            variant="outline"
            onClick={() => void questions.fetchNextPage()}
            loading={questions.isFetchingNextPage}
          >
            {texts.showMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}
