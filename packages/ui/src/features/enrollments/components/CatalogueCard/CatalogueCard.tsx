import { courseIdOf, errorMessage, type Course } from '@edugate/api-client';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CourseCard } from '../../../../components/CourseCard';
import { useOncePerCommit } from '../../../../components/Button';
import { useToast } from '../../../../components/Toast';
import { useEnroll } from '../../api/mutations';
import { enrolButtonState, seatsLeft } from '../../rules';
import { enrollmentTexts } from '../../texts';
import { paths } from '../../../../paths';
import * as styles from './CatalogueCard.css';

export interface CatalogueCardProps {
  course: Course;
  /** Signed in, signed out, or not known yet. */
  sessionStatus: 'loading' | 'signedIn' | 'signedOut';
  isEnrolled: boolean;
  /** How many courses the reader is enrolled in now (the product's limit is 3). */
  enrollmentCount: number;
  /** The page's first card: its image is fetched first (CourseImage). */
  first?: boolean;
}

/**
 * One catalogue course with its seats and its Enroll Now button in each state (docs/product.md sections
 * 4 and 6, docs/product.md), as `enrolButtonState` says: signed out it explains and goes to /login;
 * enrolling; 'Enrolled'; at the 3-course limit; full (for everyone, signed out too).
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
  const button = enrolButtonState({
    surface: 'catalogue',
    session: sessionStatus,
    isEnrolled,
    enrollmentCount,
    isFull,
  });

  const once = useOncePerCommit();
  const onEnroll = async () => {
    if (button.action === 'login') {
      toast({ title: enrollmentTexts.loginToEnroll, tone: 'info' });
      // Login returns here, to this very catalogue page (search, filter, sort and page).
      void navigate(paths.login.href(), {
        state: { from: { pathname: location.pathname, search: location.search } },
      });
      return;
    }
    if (button.action !== 'enroll') return;
    try {
      await enroll.mutateAsync({ courseId: id });
      toast({ title: enrollmentTexts.enrolled, tone: 'success' });
    } catch (error) {
      toast({ title: errorMessage(error, enrollmentTexts.enrollFailed), tone: 'error' });
    }
  };

  return (
    <CourseCard
      course={course}
      variant="catalogue"
      headingLevel={2}
      imagePriority={first}
      enrolled={button.kind === 'enrolled'}
      enrolling={enroll.isPending}
      enrollLabel={button.label}
      enrollDisabled={button.disabled}
      onEnroll={() => once(() => void onEnroll())}
      meta={
        <div className={styles.cardMeta}>
          <p className={isFull ? styles.seatsFull : styles.seats}>
            {isFull ? enrollmentTexts.noSeats : `${seats} ${seats === 1 ? 'seat' : 'seats'} left`}
          </p>
          <Link
            to={paths.courseDetail.href(id)}
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
