import { errorMessage, type Review, type ReviewSummary } from '@edugate/api-client';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { longDate } from '../../../../dates';
import { ErrorState } from '../../../../components/ErrorState';
import { QueryState } from '../../../../components/QueryState';
import { Skeleton } from '../../../../components/Skeleton';
import { Stack } from '../../../../components/Stack';
import { StarRating, Stars } from '../../../../components/StarRating';
import { TextAreaField } from '../../../../components/TextField';
import { useToast } from '../../../../components/Toast';
import { paths } from '../../../../paths';
import { returnStateFor, useSession } from '../../../../session';
import { visuallyHidden } from '../../../../theme';
import { useDeleteReview, useSaveReview } from '../../api/mutations';
import { useMyReview, useReviewSummary, useReviews } from '../../api/queries';
import { reviewTexts } from '../../texts';
import * as styles from './RatingsReviews.css';

/** docs/product.md, Ratings & Reviews: at most 2,000 characters once trimmed. */
const MAX_COMMENT = 2000;

export interface RatingsReviewsProps {
  courseId: string;
  /** The section heading's class: the page it stands on styles its panels' headings alike. */
  titleClassName?: string;
}

/** docs/product.md, Ratings & Reviews: the course's Ratings & Reviews, below 'What You'll Learn'. */
export function RatingsReviews({ courseId, titleClassName }: RatingsReviewsProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="lg">
        <h2 id={headingId} className={titleClassName}>
          {reviewTexts.section}
        </h2>
        <Summary courseId={courseId} />
        <YourReview courseId={courseId} />
        <ReviewList courseId={courseId} />
      </Stack>
    </Card>
  );
}

function Summary({ courseId }: { courseId: string }) {
  const summary = useReviewSummary(courseId);
  return (
    <QueryState
      query={summary}
      pending={<Skeleton height="6rem" width="100%" shape="block" />}
      errorText={reviewTexts.loadFailed}
    >
      {(data) => <SummaryBody summary={data} />}
    </QueryState>
  );
}

function SummaryBody({ summary }: { summary: ReviewSummary }) {
  if (summary.rating === null || summary.ratingCount === 0) {
    return <p className={styles.muted}>{reviewTexts.noRatings}</p>;
  }
  const most = Math.max(1, ...summary.starCounts);
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <span className={styles.averageNumber}>{reviewTexts.outOfFive(summary.rating)}</span>
        <Stars value={summary.rating} size={20} label={reviewTexts.outOfFive(summary.rating)} />
        <span className={styles.muted}>{reviewTexts.ratings(summary.ratingCount)}</span>
      </div>
      <ul className={styles.bars}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.starCounts[stars - 1] ?? 0;
          return (
            // The row reads as a sentence ('5 stars: 3 ratings'); the bar is only a picture.
            <li key={stars} className={styles.bar}>
              <span aria-hidden="true">{reviewTexts.starLabel(stars)}</span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span aria-hidden="true">{count}</span>
              <span className={visuallyHidden}>{reviewTexts.starCount(stars, count)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function YourReview({ courseId }: { courseId: string }) {
  const session = useSession();
  const location = useLocation();
  const mine = useMyReview(courseId);
  if (session.status === 'loading') return null;
  if (session.status === 'signedOut') {
    return (
      <p>
        <Link to={paths.login.href()} state={returnStateFor(location)}>
          {reviewTexts.signedOut}
        </Link>
      </p>
    );
  }
  return (
    <QueryState
      query={mine}
      pending={<Skeleton height="10rem" width="100%" shape="block" />}
      errorText={reviewTexts.loadFailed}
    >
      {(data) => {
        if (data.eligibility === 'author')
          return <p className={styles.muted}>{reviewTexts.author}</p>;
        if (data.eligibility === 'notEnrolled') {
          return <p className={styles.muted}>{reviewTexts.notEnrolled}</p>;
        }
        // Keyed by the review, so the form starts again from the saved review after a change.
        return (
          <ReviewForm
            key={data.review?.updatedAt ?? 'new'}
            courseId={courseId}
            review={data.review}
          />
        );
      }}
    </QueryState>
  );
}

function ReviewForm({ courseId, review }: { courseId: string; review: Review | null }) {
  const { toast } = useToast();
  const save = useSaveReview();
  const remove = useDeleteReview();
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [comment, setComment] = useState(review?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const busy = save.isPending || remove.isPending;
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setError(reviewTexts.chooseRating);
      return;
    }
    if (comment.trim().length > MAX_COMMENT) {
      setError(reviewTexts.tooLong);
      return;
    }
    setError(null);
    // The promise, not mutate's callbacks: a saved review re-keys this form (it unmounts), and
    // mutate's own callbacks never run for an unmounted component.
    void save.mutateAsync({ courseId, input: { rating, comment: comment.trim() } }).then(
      (result) => toast({ title: result.message, tone: 'success' }),
      // The server's error field wins over the fallback (docs/product.md).
      (failure: unknown) =>
        toast({ title: errorMessage(failure, reviewTexts.submitFailed), tone: 'error' }),
    );
  };

  // Asked first: one tap never throws away a review someone took time to write.
  const confirmDelete = () =>
    void remove
      .mutateAsync(courseId)
      .then(
        () => toast({ title: reviewTexts.deleted, tone: 'success' }),
        (failure: unknown) =>
          toast({ title: errorMessage(failure, reviewTexts.deleteFailed), tone: 'error' }),
      )
      .finally(() => setConfirmingDelete(false));

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <StarRating
          label={reviewTexts.yourRating}
          value={rating}
          onChange={(next) => {
            setRating(next);
            if (error === reviewTexts.chooseRating) setError(null);
          }}
          disabled={busy}
          errorId={error ? errorId : undefined}
        />
        <TextAreaField
          label={reviewTexts.yourReview}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          rows={4}
          disabled={busy}
        />
        {error ? (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending} disabled={busy}>
            {save.isPending
              ? review
                ? reviewTexts.updating
                : reviewTexts.submitting
              : review
                ? reviewTexts.update
                : reviewTexts.submit}
          </Button>
          {review ? (
            <Button
              type="button"
              variant="danger"
              onClick={() => setConfirmingDelete(true)}
              loading={remove.isPending}
              disabled={busy}
            >
              {reviewTexts.delete}
            </Button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirmingDelete(false);
        }}
        title={reviewTexts.deleteTitle}
        message={reviewTexts.deleteText}
        confirmLabel={reviewTexts.deleteConfirm}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

function ReviewList({ courseId }: { courseId: string }) {
  const reviews = useReviews(courseId);
  if (reviews.isPending) {
    return (
      <Stack gap="md">
        <Skeleton width="40%" />
        <Skeleton width="100%" />
        <Skeleton width="80%" />
      </Stack>
    );
  }
  if (reviews.isError) {
    return (
      <ErrorState
        message={reviewTexts.loadFailed}
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isFetching}
      />
    );
  }
  const all = reviews.data.pages.flatMap((p) => p.reviews);
  if (all.length === 0) return <p className={styles.muted}>{reviewTexts.empty}</p>;
  return (
    <Stack gap="lg" align="start">
      <ul className={styles.list}>
        {all.map((review) => (
          <ReviewItem key={review._id} review={review} />
        ))}
      </ul>
      {reviews.hasNextPage ? (
        <Button
          variant="outline"
          onClick={() => void reviews.fetchNextPage()}
          loading={reviews.isFetchingNextPage}
        >
          {reviewTexts.showMore}
        </Button>
      ) : null}
    </Stack>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const date = longDate(review.createdAt);
  return (
    <li className={styles.review}>
      <div className={styles.reviewHead}>
        <span className={styles.reviewer}>{review.userName}</span>
        <Stars value={review.rating} label={`${review.rating} out of 5 stars`} />
        <time className={styles.muted} dateTime={review.createdAt}>
          {date}
        </time>
      </div>
      {review.comment ? <p className={styles.comment}>{review.comment}</p> : null}
    </li>
  );
}
