// The course page's review form (docs/product.md, Ratings & Reviews): writing, editing and deleting one's
// review, and who may not. The reviews as read, and the author's Learners panel, are in
// CourseDetail.reviews-list and CourseDetail.learners (same title, so every story keeps its id).
import { messages } from '@edugate/api-client';
import {
  createMockDb,
  failWith,
  fixtureMockReviews,
  fixtureUser,
  neverAnswers,
  type MockDb,
} from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reviewTexts } from '../../features/reviews';
import { screenMeta } from '../../testing';
import { findDialog, findToastText } from '../../testing/play';
import { CourseDetail } from './CourseDetail';
import { at, mine, reviewSection, reviewsOf, meanOf } from './CourseDetail.play';

export default {
  title: 'Screens/CourseDetail/Reviews',
  tags: ['!autodocs'],
  ...screenMeta(CourseDetail, at(mine._id), 'signedIn'),
};
type Story = StoryObj<typeof CourseDetail>;

/** Ada's own review of the course she is enrolled in (course-02), 3 stars. */
function withAdaReview(): MockDb {
  return createMockDb({
    reviews: [
      ...fixtureMockReviews,
      {
        userEmail: fixtureUser.email,
        review: {
          _id: 'review-ada',
          courseId: mine._id,
          rating: 3,
          comment: 'Solid basics.',
          userName: fixtureUser.displayName,
          createdAt: '2026-03-14T09:00:00.000Z',
          updatedAt: '2026-03-14T09:00:00.000Z',
        },
      },
    ],
  });
}

/**
 * Enrolled, no review yet: the summary ('4.x out of 5', '3 ratings', a readable row per star),
 * the empty form (radio group 'Your rating', 'Submit review') and the reviews, newest first.
 */
export const NewReviewForm: Story = {
  play: async ({ canvas }) => {
    const reviews = await reviewSection(canvas);
    const count = reviewsOf(mine._id).length;
    await expect(await reviews.findByText(reviewTexts.outOfFive(meanOf(mine._id)))).toBeVisible();
    await expect(reviews.getByText(reviewTexts.ratings(count))).toBeVisible();
    const fives = reviewsOf(mine._id).filter((review) => review.rating === 5).length;
    await expect(reviews.getByText(reviewTexts.starCount(5, fives))).toBeInTheDocument();
    await expect(
      await reviews.findByRole('radiogroup', { name: reviewTexts.yourRating }),
    ).toBeVisible();
    await expect(reviews.getByLabelText(reviewTexts.yourReview)).toHaveValue('');
    await expect(reviews.getByRole('button', { name: reviewTexts.submit })).toBeEnabled();
    await expect(reviews.getAllByRole('listitem').length).toBeGreaterThan(count);
    await expect(canvas.getByText(`Rating: ${meanOf(mine._id).toFixed(1)}`)).toBeVisible();
  },
};

/** Rate 4 with a comment by keyboard: 'Review submitted!', the count and the hero follow. */
export const SubmitReview: Story = {
  play: async ({ canvas }) => {
    const reviews = await reviewSection(canvas);
    const star = await reviews.findByRole('radio', { name: '1 star' });
    star.focus();
    await userEvent.keyboard('{End}{ArrowLeft}');
    await expect(reviews.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.type(reviews.getByLabelText(reviewTexts.yourReview), 'Worth it.');
    await userEvent.click(reviews.getByRole('button', { name: reviewTexts.submit }));
    await expect(await findToastText(reviewTexts.submitted)).toBeVisible();
    const count = reviewsOf(mine._id).length + 1;
    await expect(await reviews.findByText(reviewTexts.ratings(count))).toBeVisible();
    await expect(await reviews.findByRole('button', { name: reviewTexts.update })).toBeVisible();
    await expect(await reviews.findByText('Worth it.', { selector: 'p' })).toBeVisible();
  },
};

/** Ada wrote one: her stars and text are filled in; 'Update review' and 'Delete review'. */
export const EditingReview: Story = {
  parameters: { mockDb: withAdaReview },
  play: async ({ canvas }) => {
    const reviews = await reviewSection(canvas);
    await expect(await reviews.findByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(reviews.getByLabelText(reviewTexts.yourReview)).toHaveValue('Solid basics.');
    await expect(reviews.getByRole('button', { name: reviewTexts.update })).toBeEnabled();
    await expect(reviews.getByRole('button', { name: reviewTexts.delete })).toBeEnabled();
  },
};

/** Change to 5 stars: 'Review updated!'. */
export const UpdateReview: Story = {
  parameters: { mockDb: withAdaReview },
  play: async ({ canvas }) => {
    const reviews = await reviewSection(canvas);
    await userEvent.click(await reviews.findByText('', { selector: 'label[for$="-5"]' }));
    await userEvent.click(reviews.getByRole('button', { name: reviewTexts.update }));
    await expect(await findToastText(reviewTexts.updated)).toBeVisible();
    await waitFor(() => expect(reviews.getByRole('radio', { name: '5 stars' })).toBeChecked());
  },
};

/** Delete asks first ('Delete review?'); confirmed: 'Review deleted', and the empty form again. */
export const DeleteReview: Story = {
  parameters: { mockDb: withAdaReview },
  play: async ({ canvas }) => {
    const reviews = await reviewSection(canvas);
    await userEvent.click(await reviews.findByRole('button', { name: reviewTexts.delete }));
    const dialog = await findDialog('alertdialog', { name: 'Delete review?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Delete your rating and review of this course? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToastText(reviewTexts.deleted)).toBeVisible();
    await expect(await reviews.findByRole('button', { name: reviewTexts.submit })).toBeVisible();
    await expect(reviews.queryByText('Solid basics.')).toBeNull();
  },
};

/** Submit without stars: the form says why, next to the stars, and sends nothing. */
export const ValidationError: Story = {
  play: async ({ canvas }) => {
    const reviews = await reviewSection(canvas);
    await userEvent.click(await reviews.findByRole('button', { name: reviewTexts.submit }));
    await expect(await reviews.findByRole('alert')).toHaveTextContent(reviewTexts.chooseRating);
    await expect(reviews.getByRole('radiogroup', { name: reviewTexts.yourRating })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The server refuses: its own text is the toast (not the fallback). */
export const ServerError: Story = {
  parameters: {
    msw: [failWith('put', '/courses/{id}/reviews/mine', 403, messages.reviewNotEnrolled)],
  },
  play: async ({ canvas }) => {
    const reviews = await reviewSection(canvas);
    await userEvent.click(await reviews.findByText('', { selector: 'label[for$="-4"]' }));
    await userEvent.click(reviews.getByRole('button', { name: reviewTexts.submit }));
    await expect(await findToastText(messages.reviewNotEnrolled)).toBeVisible();
    await expect(reviews.getByRole('button', { name: reviewTexts.submit })).toBeEnabled();
  },
};

/** While the review is on its way: 'Submitting...', busy and disabled. */
export const Submitting: Story = {
  parameters: { msw: [neverAnswers('put', '/courses/{id}/reviews/mine')] },
  play: async ({ canvas }) => {
    const reviews = await reviewSection(canvas);
    await userEvent.click(await reviews.findByText('', { selector: 'label[for$="-4"]' }));
    await userEvent.click(reviews.getByRole('button', { name: reviewTexts.submit }));
    const busy = await reviews.findByRole('button', { name: reviewTexts.submitting });
    await expect(busy).toBeDisabled();
    await expect(reviews.getByRole('radio', { name: '4 stars' })).toBeDisabled();
  },
};

/** Signed out: 'Login to rate this course.' links to the login page (and back afterwards). */
export const SignedOut: Story = {
  parameters: { session: 'signedOut' },
  play: async ({ canvas }) => {
    const reviews = await reviewSection(canvas);
    await expect(await reviews.findByRole('link', { name: reviewTexts.signedOut })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};
