import { ApiError, MAX_ENROLLMENTS, NO_RATINGS_TEXT, type Course } from '@edugate/api-client';
import { ArrowLeft, CircleCheck, PlayCircle, Star, Users } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Badge } from '../../components/Badge';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { CourseImage, useAddedDate } from '../../components/CourseCard';
import { ErrorState } from '../../components/ErrorState';
import { Inline } from '../../components/Inline';
import { Content } from '../../components/PageSection';
import { SkillChips, skillTexts } from '../../features/skills';
import { PageTitle } from '../../components/PageTitle';
import { QueryState } from '../../components/QueryState';
import { Stack } from '../../components/Stack';
import { courseTexts, useCourse } from '../../features/courses';
import { outlineSummary, useOutline } from '../../features/curriculum';
import { learningTexts, useCourseProgress } from '../../features/learning';
import { ProgressBar } from '../../features/learning/components/ProgressBar';
import { useMyReview } from '../../features/reviews';
import { LearnersPanel } from '../../features/reviews/components/LearnersPanel';
import { RatingsReviews } from '../../features/reviews/components/RatingsReviews';
import {
  enrolButtonState,
  enrollmentCountSentence,
  enrollmentTexts,
  seatsLeft,
  useEnrollmentCheck,
  useSeats,
  useUserEnrollments,
} from '../../features/enrollments';
import { EnrollAction } from '../../features/enrollments/components/EnrollAction';
import { paths } from '../../paths';
import { visuallyHidden } from '../../theme/utilities.css';
import { CourseContentSection } from './components/CourseContentSection';
import { CourseDetailSkeleton } from './components/CourseDetailSkeleton';
import { CourseNotFound } from './components/CourseNotFound';
import { LEARNING_POINTS, UNKNOWN_INSTRUCTOR } from './content';
import * as styles from './CourseDetail.css';

/** Back to the catalogue page the reader came from (its search travels in the link's state). */
function useCatalogueHref(): string {
  const state = useLocation().state as { catalogue?: unknown } | null;
  const search = state?.catalogue;
  return typeof search === 'string' && search.startsWith('?')
    ? `${paths.courses.href()}${search}`
    : paths.courses.href();
}

/** docs/product.md, Screens and routes, Course detail. */
export function CourseDetail() {
  const { id = '' } = useParams();
  const course = useCourse(id);
  const backHref = useCatalogueHref();

  return (
    <Content width="wide">
      <Stack gap="xl" className={styles.page}>
        <div>
          <ButtonLink
            to={backHref}
            variant="ghost"
            icon={<ArrowLeft size={18} aria-hidden="true" />}
          >
            Back to Courses
          </ButtonLink>
        </div>
        <QueryState
          query={course}
          pending={
            <>
              <PageTitle title="Course Details" />
              <CourseDetailSkeleton />
            </>
          }
          renderError={(error, retry) =>
            error instanceof ApiError && error.isNotFound ? (
              <>
                <PageTitle title="Course Not Found" />
                <CourseNotFound />
              </>
            ) : (
              <>
                <PageTitle title="Course Details" />
                <ErrorState
                  message={courseTexts.detailFailed}
                  onRetry={retry}
                  retrying={course.isFetching}
                />
              </>
            )
          }
        >
          {(data) => <CourseDetailBody course={data} />}
        </QueryState>
      </Stack>
    </Content>
  );
}

function CourseDetailBody({ course }: { course: Course }) {
  const id = course._id;
  const seats = useSeats(id);
  const check = useEnrollmentCheck(id);
  const enrollments = useUserEnrollments();
  // Says whether the reader is the course's author (the Learners of docs/product.md (Courses) panel).
  const myReview = useMyReview(id);
  const isAuthor = myReview.data?.eligibility === 'author';
  // Kept through unenrolling (docs/product.md, Learning): the ticks show for a former learner too.
  const progress = useCourseProgress(id);
  // The same query as the Course content section below, so one request serves both.
  const outline = useOutline(id);
  const baseId = useId();
  const reasonId = `${baseId}-reason`;

  const isEnrolled = check.data ?? false;
  // A finished course stays finished after unenrolling: its certificate is never taken back.
  const certificateId = progress.data?.certificateId ?? null;
  const enrollmentCount = enrollments.data?.length ?? 0;
  const availableSeats = seats.data?.availableSeats ?? seatsLeft(course);
  const isFull = seats.data?.isFull ?? availableSeats === 0;
  // Until the author question is answered too, so the author never sees 'Enroll Now' flash.
  const checking = check.isPending || enrollments.isPending || myReview.isPending;
  // The route is protected: whoever reads this page is signed in.
  const button = enrolButtonState({
    surface: 'detail',
    session: 'signedIn',
    isEnrolled,
    enrollmentCount,
    isFull,
    checking,
    isAuthor,
  });
  const instructor = course.addedByName?.trim() || UNKNOWN_INSTRUCTOR;
  const addedDate = useAddedDate(course.addedAt);

  return (
    <>
      <PageTitle title={course.title} />
      <div className={styles.hero}>
        <div className={styles.heroImage}>
          <CourseImage src={course.imageUrl} alt="" priority />
        </div>
        <Stack gap="md" align="start">
          <h1 className={styles.title}>{course.title}</h1>
          <p className={styles.description}>{course.description}</p>
          <ul className={styles.heroFacts}>
            <li className={styles.heroFact}>{`Instructor: ${instructor}`}</li>
            <li className={styles.heroFact}>
              <Users size={16} aria-hidden="true" />
              {courseTexts.studentsEnrolled(course.enrollments)}
            </li>
            <li className={styles.heroFact}>
              <Star size={16} aria-hidden="true" />
              {/* docs/product.md: a course without reviews has no rating, never 'Rating 0'. */}
              {course.rating && course.ratingCount
                ? courseTexts.rating(course.rating)
                : NO_RATINGS_TEXT}
            </li>
          </ul>
          <p className={styles.seatsLine} aria-live="polite">
            {`${availableSeats} seats available`}
          </p>
          <EnrollAction
            courseId={id}
            courseTitle={course.title}
            state={button}
            describedBy={reasonId}
          />
          {button.reason ? (
            // Beside the disabled button, so a phone reader sees why without scrolling.
            <p id={reasonId} className={styles.note}>
              {button.reason}
            </p>
          ) : null}
          {isEnrolled && progress.data?.resumeLessonId ? (
            <div className={styles.learning}>
              <ButtonLink
                to={paths.lesson.href(id, progress.data.resumeLessonId)}
                icon={<PlayCircle size={18} aria-hidden="true" />}
              >
                {progress.data.completedCount === 0
                  ? learningTexts.startCourse
                  : learningTexts.continueLearning}
              </ButtonLink>
              <div className={styles.learningProgress}>
                <ProgressBar
                  percent={progress.data.percent}
                  label={learningTexts.progressOf(course.title)}
                />
              </div>
            </div>
          ) : null}
        </Stack>
      </div>

      <div className={styles.body}>
        <Stack gap="xl">
          <Card as="section" aria-labelledby={`${baseId}-learn`}>
            <h2 id={`${baseId}-learn`} className={styles.panelTitle}>
              What You&apos;ll Learn
            </h2>
            <ul className={styles.learnList}>
              {/* The author's outcomes; the product's four general points for a course without any. */}
              {(course.outcomes.length ? course.outcomes : LEARNING_POINTS).map((point) => (
                <li key={point} className={styles.learnItem}>
                  <CircleCheck size={20} className={styles.learnIcon} aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </Card>
          {course.skills.length ? (
            <Card as="section" aria-labelledby={`${baseId}-skills`}>
              <h2 id={`${baseId}-skills`} className={styles.panelTitle}>
                {skillTexts.gain}
              </h2>
              <SkillChips
                skills={course.skills}
                label={skillTexts.gain}
                hrefFor={(skill) => paths.courses.href({ skill })}
              />
            </Card>
          ) : null}
        </Stack>
        <Stack gap="xl">
          <Card as="section" aria-labelledby={`${baseId}-details`}>
            <h2 id={`${baseId}-details`} className={styles.panelTitle}>
              Course Details
            </h2>
            <dl className={styles.details}>
              <dt className={styles.detailLabel}>Duration</dt>
              <dd className={styles.detailValue}>
                {course.duration || 'N/A'}
                {/* What the outline adds up to, beside what the author says it takes. */}
                {outline.data && outline.data.lessonCount > 0 ? (
                  <>
                    <span className={visuallyHidden}>, </span>
                    <span className={styles.detailNote} data-testid="outline-length">
                      {outlineSummary(outline.data)}
                    </span>
                  </>
                ) : null}
              </dd>
              <dt className={styles.detailLabel}>Instructor</dt>
              <dd className={styles.detailValue}>{instructor}</dd>
              <dt className={styles.detailLabel}>Added</dt>
              <dd className={styles.detailValue}>{addedDate}</dd>
              <dt className={styles.detailLabel}>Enrollments</dt>
              <dd className={styles.detailValue}>{course.enrollments}</dd>
            </dl>
          </Card>
          {isAuthor ? (
            <Card as="section" aria-labelledby={`${baseId}-yours`}>
              <h2 id={`${baseId}-yours`} className={styles.panelTitle}>
                {enrollmentTexts.yourCourseTitle}
              </h2>
              <Stack gap="md" align="start">
                <p>{enrollmentTexts.youTeachThis}</p>
                <ButtonLink to={paths.insights.href(id)} variant="secondary" size="sm">
                  {enrollmentTexts.openInsights}
                </ButtonLink>
              </Stack>
            </Card>
          ) : (
            <Card as="section" aria-labelledby={`${baseId}-yours`}>
              <h2 id={`${baseId}-yours`} className={styles.panelTitle}>
                Your Enrollment
              </h2>
              <Stack gap="md" align="start">
                <Inline gap="sm">
                  <Badge tone={isEnrolled ? 'success' : 'neutral'}>
                    {isEnrolled ? 'Enrolled' : 'Not Enrolled'}
                  </Badge>
                  {certificateId ? <Badge tone="success">{learningTexts.completed}</Badge> : null}
                </Inline>
                <p>{enrollmentCountSentence(enrollmentCount)}</p>
                {certificateId ? (
                  <Link className={styles.inlineLink} to={paths.certificate.href(certificateId)}>
                    {learningTexts.viewCertificate}
                  </Link>
                ) : null}
                {/* About the reader's three courses, whatever this course's seats. */}
                {!isEnrolled && enrollmentCount >= MAX_ENROLLMENTS ? (
                  <p className={styles.limitNote}>
                    {`${enrollmentTexts.atLimitSentence} ${enrollmentTexts.finishedFreesPlace}`}
                  </p>
                ) : null}
              </Stack>
            </Card>
          )}
        </Stack>
      </div>
      <CourseContentSection
        courseId={id}
        opensEveryLesson={isEnrolled || isAuthor}
        isAuthor={isAuthor}
        progress={progress.data}
      />
      <RatingsReviews courseId={id} titleClassName={styles.panelTitle} />
      {isAuthor ? <LearnersPanel courseId={id} titleClassName={styles.panelTitle} /> : null}
    </>
  );
}
