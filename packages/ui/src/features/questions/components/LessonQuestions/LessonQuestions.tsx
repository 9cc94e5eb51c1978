import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Select } from '../../../../components/Select';
import { paths } from '../../../../paths';
import type { QuestionSort } from '../../api/keys';
import { useAskQuestion } from '../../api/mutations';
import { useLessonQuestions } from '../../api/queries';
import { questionTexts as texts } from '../../texts';
import * as styles from './LessonQuestions.css';
import { PostForm } from './PostForm';
import { QuestionList } from './QuestionList';

export interface LessonQuestionsProps {
  courseId: string;
  lessonId: string;
  /** The reader wrote the course: Hide and Show again on every question and answer. */
  isAuthor?: boolean;
}

const sortOptions = [
  { value: 'newest', label: texts.newest },
  { value: 'upvotes', label: texts.mostUpvoted },
] as const;

const isSort = (value: string): value is QuestionSort =>
  sortOptions.some((option) => option.value === value);

/**
 * docs/product.md, Questions and messages: the questions below a lesson, for its course's
 * enrolled learners and author. Newest first or most upvoted, 20 at a time; a question opens to
 * its answers. What each reader may do (edit, delete, accept, hide) follows what the server says
 * of each post (`mine`, `state`) and whether the reader wrote the course.
 */
export function LessonQuestions({ courseId, lessonId, isAuthor = false }: LessonQuestionsProps) {
  const [sort, setSort] = useState<QuestionSort>('newest');
  const questions = useLessonQuestions(courseId, lessonId, sort);
  const ask = useAskQuestion();
  const headingId = useId();
  const total = questions.data?.pages[0]?.total;

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <div className={styles.headingGroup}>
          <h2 id={headingId} className={styles.heading}>
            {texts.heading}
          </h2>
          {total !== undefined ? <p className={styles.muted}>{texts.count(total)}</p> : null}
          <Link to={paths.courseQuestions.href(courseId)}>{texts.qaLink}</Link>
        </div>
        <div className={styles.sort}>
          <Select
            label={texts.sortLabel}
            options={sortOptions}
            value={sort}
            onChange={(event) => {
              if (isSort(event.target.value)) setSort(event.target.value);
            }}
          />
        </div>
      </div>
      <PostForm
        kind="question"
        label={texts.ask}
        showLabel
        submitLabel={texts.ask}
        busyLabel={texts.asking}
        fallback={texts.askFailed}
        done={texts.asked}
        onSubmit={({ title, body }) =>
          ask.mutateAsync({ courseId, lessonId, title, details: body })
        }
      />
      <QuestionList
        questions={questions}
        lessonId={lessonId}
        isAuthor={isAuthor}
        empty={<p className={styles.muted}>{texts.empty}</p>}
      />
    </section>
  );
}
