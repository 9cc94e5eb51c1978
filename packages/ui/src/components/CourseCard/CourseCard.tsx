import { courseIdOf, ratingSummary, type Course } from '@edugate/api-client';
import { Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { logoUrl } from '../../assets';
import { visuallyHidden } from '../../theme';
import { paths } from '../../paths';
import { Badge } from '../Badge';
import { Button, ButtonLink } from '../Button';
import { Card } from '../Card';
import { useAddedDate } from './addedDate';
import * as styles from './CourseCard.css';

/**
 * What a card reads from a course. Looser than the contract's Course on purpose: docs/product.md's cards
 * cope with a missing date, id or image, and the catalogue also reads `image`.
 */
export type CourseCardCourse = Pick<Course, 'title' | 'description'> &
  Partial<Omit<Course, 'title' | 'description'>> & { id?: string; image?: string };

export interface CourseCardProps {
  course: CourseCardCourse;
  /**
   * `latest` (home): 'Added' date and 'Details'. `popular` (home): enrolled badge and 'View Details'.
   * `catalogue`: students, rating, duration and an enrol button.
   */
  variant: 'latest' | 'popular' | 'catalogue';
  /** Heading level of the course title within the page. */
  headingLevel?: 2 | 3;
  /** Catalogue only: the enrol button's action. */
  onEnroll?: () => void;
  /** Catalogue only: 'Enroll Now' unless told otherwise. */
  enrollLabel?: string;
  enrollDisabled?: boolean;
  enrolling?: boolean;
  /** Catalogue only: the reader is enrolled; the button reads 'Enrolled' as done (a check, full colour). */
  enrolled?: boolean;
  /** Lines above the card's button that the screen owns (the catalogue's seats and details link). */
  meta?: ReactNode;
  /** The card likely to be the largest thing on screen (a page's first): see CourseImage. */
  imagePriority?: boolean;
}

export interface CourseImageProps {
  src: string | undefined;
  alt: string;
  /**
   * Fetched ahead of everything else: for the image that is likely the page's largest content
   * (a detail page's hero, a list's first card). Other course images wait for what the page
   * needs first, however many a list shows.
   */
  priority?: boolean;
}

/** The course image, or the logo when there is none or it fails to load. */
export function CourseImage({ src, alt, priority = false }: CourseImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  // An image in server-rendered HTML can fail before React listens for its error event: a
  // finished image without pixels is checked once more (decode() fails only for a broken one).
  const checkMissedError = (image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0 && src) {
      image.decode().catch(() => setFailedSrc(src));
    }
  };
  return broken ? (
    <img className={styles.fallbackImage} src={logoUrl} alt={alt} data-fallback="true" />
  ) : (
    <img
      ref={checkMissedError}
      className={styles.image}
      src={src}
      alt={alt}
      fetchPriority={priority ? 'high' : 'low'}
      onError={() => setFailedSrc(src)}
    />
  );
}

function AddedDate({ addedAt }: { addedAt: string | undefined }) {
  return <p className={styles.meta}>{`Added: ${useAddedDate(addedAt)}`}</p>;
}

export function CourseCard(props: CourseCardProps) {
  const { course, headingLevel = 3 } = props;
  const Heading = `h${headingLevel}` as const;
  const id = courseIdOf({ _id: course._id ?? '', id: course.id });
  const imageSrc =
    props.variant === 'catalogue' ? course.imageUrl || course.image : course.imageUrl;

  return (
    <Card as="article" padding="none" interactive aria-label={course.title}>
      <div className={styles.media}>
        <CourseImage src={imageSrc} alt="" priority={props.imagePriority} />
        {props.variant === 'popular' ? (
          <Badge className={styles.badge}>{`${course.enrollments ?? 0} Enrolled`}</Badge>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{course.title}</Heading>
        <p className={styles.description}>{course.description}</p>
        <div className={styles.footer}>
          {props.variant === 'latest' ? <AddedDate addedAt={course.addedAt} /> : null}
          {props.variant === 'catalogue' ? null : (
            // docs/product.md: home cards show '4.6 (128)' or 'No ratings yet' too.
            <p className={styles.ratingLine}>
              <Star size={14} aria-hidden="true" />
              <span className={visuallyHidden}>Rating: </span>
              {ratingSummary(course)}
            </p>
          )}
          {props.variant === 'catalogue' ? (
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>Students</dt>
                <dd className={styles.factValue}>{course.enrollments ?? 0}</dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>Rating</dt>
                <dd className={styles.factValue}>{ratingSummary(course)}</dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>Duration</dt>
                <dd className={styles.factValue}>{course.duration || 'N/A'}</dd>
              </div>
            </dl>
          ) : null}
          {props.meta}
          {props.variant === 'catalogue' ? (
            <EnrollButton {...props} />
          ) : (
            // One kind of action, one look: a card's "see more" is always the outline button.
            <ButtonLink
              to={paths.courseDetail.href(id)}
              variant="outline"
              fullWidth
              aria-label={`${props.variant === 'popular' ? 'View Details' : 'Details'}: ${course.title}`}
            >
              {props.variant === 'popular' ? 'View Details' : 'Details'}
            </ButtonLink>
          )}
        </div>
      </div>
    </Card>
  );
}

function EnrollButton({
  course,
  onEnroll,
  enrollLabel,
  enrollDisabled,
  enrolling,
  enrolled,
}: CourseCardProps) {
  const label = enrolled ? 'Enrolled' : (enrollLabel ?? 'Enroll Now');
  return (
    <Button
      fullWidth
      variant={enrolled ? 'confirmed' : 'primary'}
      onClick={onEnroll}
      disabled={enrolled || enrollDisabled}
      loading={enrolling}
      aria-label={`${label}: ${course.title}`}
    >
      {label}
    </Button>
  );
}
