import { ApiError, courseIdOf, type Course } from '@edugate/api-client';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CourseCard } from '../../../components/CourseCard';
import { useToast } from '../../../components/Toast';
import {
  enrollBlockReason,
  enrollmentTexts,
  seatsLeft,
  useEnroll,
} from '../../../features/enrollments';
import { paths } from '../../../paths';
import * as styles from '../Catalogue.css';

export interface CatalogueCardProps {
  course: Course;
  /** Signed in, signed out, or not known yet. */
  sessionStatus: 'loading' | 'signedIn' | 'signedOut';
  isEnrolled: boolean;
  /** How many courses the reader is enrolled in now (SPEC's limit is 3). */
  enrollmentCount: number;
  /** The page's first card: its image is fetched first (CourseImage). */
  first?: boolean;
}

/**
 * One catalogue course with its seats and its Enroll Now button in each state (SPEC.md sections
 * 4 and 6, SPEC-NOTES.md): signed out it explains and goes to /login; enrolling; 'Enrolled';
 * at the 3-course limit; full.
 */
export function CatalogueCard({
  course,
  sessionStatus,
  isEnrolled,
  enrollmentCount,
  first = false,
}: CatalogueCardProps) {
  const id = courseIdOf(course);
  const enroll = useEnroll();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const seats = seatsLeft(course);
  const isFull = seats === 0;
  const signedIn = sessionStatus === 'signedIn';
  const blocked = signedIn
    ? enrollBlockReason({ isEnrolled, enrollmentCount, seats: { isFull } })
    : null;

  const onEnroll = async () => {
    if (!signedIn) {
      toast({ title: enrollmentTexts.loginToEnroll, tone: 'info' });
      // Login returns here, to this very catalogue page (search, filter, sort and page).
      void navigate(paths.login(), {
        state: { from: { pathname: location.pathname, search: location.search } },
      });
      return;
    }
    if (blocked) {
      toast({ title: blocked, tone: 'error' });
      return;
    }
    try {
      await enroll.mutateAsync({ courseId: id });
      toast({ title: enrollmentTexts.enrolled, tone: 'success' });
    } catch (error) {
      toast({
        title: error instanceof ApiError ? error.message : enrollmentTexts.enrollFailed,
        tone: 'error',
      });
    }
  };

  let enrollLabel = 'Enroll Now';
  if (signedIn && !isEnrolled && isFull) enrollLabel = 'Course Full';
  else if (signedIn && !isEnrolled && blocked) enrollLabel = 'Enrollment Limit Reached';

  return (
    <CourseCard
      course={course}
      variant="catalogue"
      headingLevel={2}
      imagePriority={first}
      enrolled={signedIn && isEnrolled}
      enrolling={enroll.isPending}
      enrollLabel={enrollLabel}
      // Signed out stays enabled: the click says why it cannot enrol yet (SPEC-NOTES.md).
      enrollDisabled={sessionStatus === 'loading' || blocked !== null}
      onEnroll={() => void onEnroll()}
      meta={
        <div className={styles.cardMeta}>
          <p className={isFull ? styles.seatsFull : styles.seats}>
            {isFull ? enrollmentTexts.noSeats : `${seats} ${seats === 1 ? 'seat' : 'seats'} left`}
          </p>
          <Link
            to={paths.courses.detail(id)}
            state={{ catalogue: location.search }}
            className={styles.detailsLink}
            aria-label={`View Details: ${course.title}`}
          >
            View Details
          </Link>
        </div>
      }
    />
  );
}
