import {
  ApiError,
  errorMessage,
  type CourseOutline,
  type Lesson as LessonData,
} from '@edugate/api-client';
import { Award, ChevronLeft, ChevronRight, Clock, ListTree, Lock } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/Button';
import { Drawer } from '../../components/Drawer';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageTitle } from '../../components/PageTitle';
import { Skeleton } from '../../components/Skeleton';
import { useToast } from '../../components/Toast';
import { useCourse } from '../../features/courses';
import {
  curriculumTexts,
  durationText,
  neighbours,
  useLesson,
  useOutline,
} from '../../features/curriculum';
import { CourseContent } from '../../features/curriculum/components/CourseContent';
import { LessonArticle } from '../../features/curriculum/components/LessonArticle';
import { LessonKindIcon } from '../../features/curriculum/components/LessonKindIcon';
import { LessonVideo } from '../../features/curriculum/components/LessonVideo';
import {
  learningTexts,
  useCompleteLesson,
  useCourseProgress,
  useLatestAttempt,
  useSetPosition,
  useSubmitQuiz,
  useUncompleteLesson,
} from '../../features/learning';
import { CompletionToggle } from '../../features/learning/components/CompletionToggle';
import { ProgressBar } from '../../features/learning/components/ProgressBar';
import { Quiz } from '../../features/learning/components/Quiz';
import { useMyReview } from '../../features/reviews';
import { NotFoundPage } from '../../layout/NotFoundPage';
import { paths } from '../../paths';
import { LessonSkeleton } from './components/LessonSkeleton';
import * as styles from './Lesson.css';

// Its own chunk: the lesson page's first download stays the same, and the panel comes after the
// lesson, which readers come for.
const LessonQuestions = lazy(async () => ({
  default: (await import('../../features/questions/components/LessonQuestions')).LessonQuestions,
}));

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/**
 * /learn/{courseId}/{lessonId} (docs/product.md, Learning): the lesson beside its course's
 * curriculum (a drawer behind 'Course content' below 768 px) with the course's progress; an
 * article, a video or a quiz; 'Mark as complete' for articles and videos; the previous and next
 * lessons. Opening it records it as the learner's last position.
 */
export function Lesson() {
  const { courseId = '', lessonId = '' } = useParams();
  const outline = useOutline(courseId);
  const lesson = useLesson(courseId, lessonId);
  const course = useCourse(courseId);
  const progress = useCourseProgress(courseId);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // What the page draws from, deferred: a query's answer reaches React as a synchronous update,
  // and the lesson's first draw (its curriculum, its text) is a large tree that would block the
  // main thread in one long task. Deferred, React draws it in slices between which the browser
  // stays responsive. Another lesson's text is never shown under this one's address.
  const deferredLesson = useDeferredValue(lesson.data);
  const lessonData = deferredLesson?._id === lessonId ? deferredLesson : undefined;
  const outlineData = useDeferredValue(outline.data);
  const courseData = useDeferredValue(course.data);
  const progressData = useDeferredValue(progress.data);

  const notFound =
    statusOf(outline.error) === 404 ||
    statusOf(lesson.error) === 404 ||
    (outline.data !== undefined && neighbours(outline.data, lessonId).index === -1);
  if (notFound) return <LessonNotFound />;
  if (statusOf(lesson.error) === 403)
    return <LessonForbidden courseId={courseId} title={course.data?.title} />;
  if (lesson.status === 'error' || outline.status === 'error') {
    const failed = lesson.status === 'error' ? lesson : outline;
    return (
      <div className={styles.page}>
        <PageTitle title={curriculumTexts.courseContent} />
        <ErrorState
          message={errorMessage(failed.error, curriculumTexts.lessonFailed)}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      </div>
    );
  }
  if (!lessonData || !outlineData) return <LessonSkeleton />;

  const completed = progressData?.completedLessonIds ?? [];
  const enrolled = progressData?.enrolled ?? false;
  const curriculum = (
    <CourseContent
      outline={outlineData}
      currentLessonId={lessonId}
      completedLessonIds={completed}
      // A learner opens every lesson; someone on a Preview lesson only the other Previews.
      lessonHref={(item) =>
        enrolled || item.preview ? paths.lesson.href(courseId, item._id) : undefined
      }
      onNavigate={() => setDrawerOpen(false)}
    />
  );

  return (
    <div className={styles.page}>
      <PageTitle title={lessonData.title} />
      <div className={styles.courseBar}>
        <a href={paths.courseDetail.href(courseId)} className={styles.courseLink}>
          {courseData?.title ?? learningTexts.backToCourse}
        </a>
        {enrolled && progressData && (
          <div className={styles.courseProgress}>
            <ProgressBar
              percent={progressData.percent}
              label={learningTexts.progressOf(courseData?.title ?? learningTexts.courseContent)}
            />
          </div>
        )}
      </div>
      <div className={styles.layout}>
        <aside className={styles.aside} aria-label={learningTexts.courseContent}>
          <h2 className={styles.asideTitle}>{learningTexts.courseContent}</h2>
          {curriculum}
        </aside>
        <div className={styles.main}>
          <div className={styles.drawerButton}>
            <Drawer
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              title={learningTexts.courseContent}
              closeLabel={learningTexts.closeCourseContent}
              trigger={
                <Button variant="outline" icon={<ListTree size={18} aria-hidden="true" />}>
                  {learningTexts.courseContent}
                </Button>
              }
            >
              {curriculum}
            </Drawer>
          </div>
          <LessonView
            courseId={courseId}
            lesson={lessonData}
            outline={outlineData}
            enrolled={enrolled}
            completed={completed.includes(lessonId)}
            certificateId={progressData?.certificateId ?? null}
          />
          <QuestionsBelowLesson courseId={courseId} lessonId={lessonId} enrolled={enrolled} />
        </div>
      </div>
    </div>
  );
}

/**
 * Opening a lesson records it as the learner's last position (once per lesson). A component of
 * its own, drawing nothing: the request's pending and done states re-render it alone, not the
 * lesson.
 */
function RecordPosition({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const { mutate: recordPosition } = useSetPosition();
  useEffect(() => {
    recordPosition({ courseId, lessonId });
  }, [courseId, lessonId, recordPosition]);
  return null;
}

interface LessonViewProps {
  courseId: string;
  lesson: LessonData;
  outline: CourseOutline;
  enrolled: boolean;
  completed: boolean;
  certificateId: string | null;
}

function LessonView({
  courseId,
  lesson,
  outline,
  enrolled,
  completed,
  certificateId,
}: LessonViewProps) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const complete = useCompleteLesson();
  const uncomplete = useUncompleteLesson();
  const submit = useSubmitQuiz();
  const isQuiz = lesson.kind === 'quiz';
  const attempt = useLatestAttempt(courseId, lesson._id, { enabled: isQuiz });
  const { index, count, previous, next } = neighbours(outline, lesson._id);
  const [finished, setFinished] = useState(false);

  const onCompleted = (outcome: {
    courseCompleted: boolean;
    certificate: { _id: string } | null;
  }) => {
    if (!outcome.courseCompleted) return;
    setFinished(true);
    const certificate = outcome.certificate;
    const href = certificate ? paths.certificate.href(certificate._id) : null;
    toast({
      title: learningTexts.courseCompleted,
      tone: 'success',
      // A toast holds a link only for its few seconds: the banner by the lesson keeps it.
      action:
        href === null
          ? undefined
          : {
              label: learningTexts.viewCertificate,
              href,
              onNavigate: () => void navigate(href),
            },
    });
  };
  const failed = (fallback: string) => (error: unknown) =>
    toast({ title: errorMessage(error, fallback), tone: 'error' });

  const toggle = () => {
    const ref = { courseId, lessonId: lesson._id };
    if (completed) uncomplete.mutate(ref, { onError: failed(learningTexts.completeFailed) });
    else
      complete.mutate(ref, {
        onSuccess: onCompleted,
        onError: failed(learningTexts.completeFailed),
      });
  };

  const completion = (finished || (certificateId !== null && completed && next === undefined)) &&
    certificateId && (
      <p className={styles.completedBanner} role="status">
        <Award size={20} aria-hidden="true" />
        {learningTexts.courseCompleted}
        <ButtonLink to={paths.certificate.href(certificateId)} size="sm" variant="outline">
          {learningTexts.viewCertificate}
        </ButtonLink>
      </p>
    );

  return (
    <article className={styles.main} aria-labelledby="lesson-title">
      {enrolled ? <RecordPosition courseId={courseId} lessonId={lesson._id} /> : null}
      <header className={styles.header}>
        <h1 id="lesson-title" className={styles.title}>
          {lesson.title}
        </h1>
        <p className={styles.meta}>
          <span className={styles.metaItem}>
            <LessonKindIcon kind={lesson.kind} size={16} />
            {curriculumTexts.kind[lesson.kind]}
          </span>
          <span className={styles.metaItem}>
            <Clock size={16} aria-hidden="true" />
            {durationText(lesson.minutes)}
          </span>
          <span>{learningTexts.lessonOf(index + 1, count)}</span>
        </p>
      </header>
      {!lesson.quiz && completion}
      {lesson.article && <LessonArticle html={lesson.article.html} />}
      {lesson.video && (
        <LessonVideo
          title={lesson.title}
          url={lesson.video.url}
          captionsUrl={lesson.video.captionsUrl}
        />
      )}
      {lesson.quiz && (
        <Quiz
          // A quiz of its own per lesson: what was submitted on one is not the next one's.
          key={lesson._id}
          quiz={lesson.quiz}
          completion={completion}
          attempt={attempt.data?.attempt ?? null}
          busy={submit.isPending}
          canSubmit={enrolled}
          onSubmit={(answers) =>
            submit.mutate(
              { courseId, lessonId: lesson._id, answers },
              { onSuccess: onCompleted, onError: failed(learningTexts.attemptFailed) },
            )
          }
        />
      )}
      <div className={styles.actions}>
        {enrolled && !isQuiz ? (
          <CompletionToggle
            completed={completed}
            busy={complete.isPending || uncomplete.isPending}
            onToggle={toggle}
          />
        ) : (
          <span />
        )}
        <nav className={styles.navigation} aria-label={curriculumTexts.courseContent}>
          {previous && (
            <ButtonLink
              to={paths.lesson.href(courseId, previous._id)}
              variant="ghost"
              icon={<ChevronLeft size={18} aria-hidden="true" />}
            >
              {learningTexts.previousLesson}
            </ButtonLink>
          )}
          {next && (enrolled || next.preview) && (
            <ButtonLink to={paths.lesson.href(courseId, next._id)} variant="outline">
              {learningTexts.nextLesson}
              <ChevronRight size={18} aria-hidden="true" />
            </ButtonLink>
          )}
        </nav>
      </div>
    </article>
  );
}

/**
 * docs/product.md, Questions and messages: the lesson's questions, for the course's enrolled
 * learners and its author. Rendered only once the lesson is there, so neither the author check
 * nor the questions are asked for on a lesson that fails or does not exist.
 */
function QuestionsBelowLesson({
  courseId,
  lessonId,
  enrolled,
}: {
  courseId: string;
  lessonId: string;
  enrolled: boolean;
}) {
  // Says whether the reader wrote the course, as on the course's page: its author hides posts.
  const isAuthor = useMyReview(courseId).data?.eligibility === 'author';
  if (!enrolled && !isAuthor) return null;
  return (
    <Suspense
      fallback={
        <div aria-busy="true">
          <Skeleton shape="block" width="100%" height="12rem" />
        </div>
      }
    >
      <LessonQuestions
        // A lesson's own order and unfinished question: not carried to the next lesson.
        key={lessonId}
        courseId={courseId}
        lessonId={lessonId}
        isAuthor={isAuthor}
      />
    </Suspense>
  );
}

/** 403: signed in, neither enrolled nor the author, on a lesson that is no Preview. */
function LessonForbidden({ courseId, title }: { courseId: string; title?: string }) {
  return (
    <div className={styles.page}>
      <PageTitle title={title ?? learningTexts.courseContent} />
      <EmptyState
        icon={<Lock size={28} aria-hidden="true" />}
        title={learningTexts.forbidden}
        headingLevel={2}
        action={
          <ButtonLink to={paths.courseDetail.href(courseId)}>
            {learningTexts.backToCourse}
          </ButtonLink>
        }
      />
    </div>
  );
}

/** 404: no such course or lesson (or a lesson of another course): the app's 404 page. */
function LessonNotFound() {
  return <NotFoundPage />;
}
