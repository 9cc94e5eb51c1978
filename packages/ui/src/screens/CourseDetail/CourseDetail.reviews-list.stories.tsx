// The course page's reviews as everyone reads them: many, none, loading, failing, very long.
// Same title as CourseDetail.reviews.stories.tsx, so the stories keep their ids.
import { createMockDb, failWith, neverAnswers, unbroken } from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { reviewTexts } from '../../features/reviews';
import { atSmall, screenMeta } from '../../testing';
import { expectNoHorizontalOverflow } from '../../testing/layout';
import { CourseDetail } from './CourseDetail';
import { at, mine, open, reviewSection, reviewsOf } from './CourseDetail.play';

export default {
  title: 'Screens/CourseDetail/Reviews',
  tags: ['!autodocs'],
  ...screenMeta(CourseDetail, at(mine._id), 'signedIn'),
};
type Story = StoryObj<typeof CourseDetail>;

/**
 * Never enrolled: 'Enroll in this course to rate it.'; 12 reviews with long dates, 10 shown, then
 * the rest.
 */
export const NotEnrolledManyReviews: Story = {
  parameters: { router: at(open._id) },
  play: async ({ canvas }) => {
    const reviews = await reviewSection(canvas);
    await expect(await reviews.findByText(reviewTexts.notEnrolled)).toBeVisible();
    await expect(reviews.queryByRole('radiogroup')).toBeNull();
    const list = () =>
      reviews.getAllByRole('listitem').filter((item) => item.querySelector('time'));
    await waitFor(() => expect(list()).toHaveLength(10));
    // Dated as every other date a reader sees: 'March 14, 2026'.
    for (const item of list()) {
      await expect(item.querySelector('time')?.textContent).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    }
    await userEvent.click(reviews.getByRole('button', { name: reviewTexts.showMore }));
    await waitFor(() => expect(list()).toHaveLength(reviewsOf(open._id).length));
    await expect(reviews.queryByRole('button', { name: reviewTexts.showMore })).toBeNull();
  },
};

/** The same on a phone. */
export const NotEnrolledManyReviewsSmall: Story = atSmall(NotEnrolledManyReviews);

/** The reviews are on their way: placeholders of their size. */
export const ReviewsLoading: Story = {
  parameters: {
    msw: [
      neverAnswers('get', '/courses/{id}/reviews'),
      neverAnswers('get', '/courses/{id}/reviews/summary'),
    ],
  },
  play: async ({ canvas }) => {
    const reviews = await reviewSection(canvas);
    await expect(reviews.queryByText(reviewTexts.empty)).toBeNull();
    await expect(reviews.queryByRole('button', { name: reviewTexts.showMore })).toBeNull();
  },
};

/** The reviews fail to load: 'Failed to load reviews' and Try Again, which loads them. */
export const ReviewsError: Story = {
  parameters: { msw: [failWith('get', '/courses/{id}/reviews', 500)] },
  play: async ({ canvas }) => {
    const reviews = await reviewSection(canvas);
    await expect(await reviews.findByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(reviews.getAllByText(reviewTexts.loadFailed)[0]).toBeVisible();
  },
};

/** A course nobody reviewed: 'No ratings yet' and the invitation to be first. */
export const NoReviews: Story = {
  parameters: { router: at('course-03') },
  play: async ({ canvas }) => {
    const reviews = await reviewSection(canvas);
    await expect(await reviews.findByText(reviewTexts.empty)).toBeVisible();
    await expect(reviews.getByText(reviewTexts.noRatings)).toBeVisible();
    await expect(canvas.getAllByText(reviewTexts.noRatings).length).toBeGreaterThan(1);
    await expect(canvas.queryByText(/Rating:? 0/)).toBeNull();
  },
};

/** A 2,000-character review with line breaks and an unbroken word: kept and wrapped. */
export const LongReview: Story = {
  parameters: {
    mockDb: () =>
      createMockDb({
        reviews: [
          {
            userEmail: 'long@example.com',
            review: {
              _id: 'review-long',
              courseId: mine._id,
              rating: 2,
              comment: `First line.\n${unbroken('Supercalifragilistic', 1900)}\nLast line.`,
              userName: unbroken('Wolfeschlegelsteinhausen', 120),
              createdAt: '2026-03-14T09:00:00.000Z',
              updatedAt: '2026-03-14T09:00:00.000Z',
            },
          },
        ],
      }),
  },
  play: async ({ canvas }) => {
    const reviews = await reviewSection(canvas);
    await expect(await reviews.findByText(/^First line\./)).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

/** The long review on a phone. */
export const LongReviewSmall: Story = atSmall(LongReview);
