// The course page's Ratings & Reviews section and the author's Learners panel (SPEC-BEYOND.md
// sections 1 and 2), each state a story. The page's other states are in the other story files.
import { messages } from '@edugate/api-client';
import {
  ADA_TAUGHT_COURSE_ID,
  createMockDb,
  failWith,
  fixtureCourse,
  fixtureMockReviews,
  fixtureReviews,
  fixtureUser,
  neverAnswers,
  unbroken,
  type MockDb,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reviewTexts } from '../../features/reviews';
import { atSmall, screenParameters } from '../../testing';
import { expectNoHorizontalOverflow } from '../../testing/layout';
import { findToastText } from '../../testing/play';
import { CourseDetail } from './CourseDetail';
import { at, mine, open } from './CourseDetail.play';

const meta = {
  title: 'Screens/CourseDetail/Reviews',
  component: CourseDetail,
  tags: ['!autodocs'],
  parameters: { ...screenParameters(at(mine._id)), session: 'signedIn' },
} satisfies Meta<typeof CourseDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The section, scrolled into view so the last frame shows it. */
async function section(canvas: Canvas) {
  const region = await canvas.findByRole('region', { name: reviewTexts.section });
  region.scrollIntoView({ block: 'start' });
  return within(region);
}

const reviewsOf = (id: string) => fixtureReviews.filter((review) => review.courseId === id);
const meanOf = (id: string) => fixtureCourse(id).rating ?? 0;

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
    const reviews = await section(canvas);
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
    await expect(canvas.getByText(`Rating: ${meanOf(mine._id)}`)).toBeVisible();
  },
};

/** Rate 4 with a comment by keyboard: 'Review submitted!', the count and the hero follow. */
export const SubmitReview: Story = {
  play: async ({ canvas }) => {
    const reviews = await section(canvas);
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
    const reviews = await section(canvas);
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
    const reviews = await section(canvas);
    await userEvent.click(await reviews.findByText('', { selector: 'label[for$="-5"]' }));
    await userEvent.click(reviews.getByRole('button', { name: reviewTexts.update }));
    await expect(await findToastText(reviewTexts.updated)).toBeVisible();
    await waitFor(() => expect(reviews.getByRole('radio', { name: '5 stars' })).toBeChecked());
  },
};

/** Delete: 'Review deleted', and the empty form again. */
export const DeleteReview: Story = {
  parameters: { mockDb: withAdaReview },
  play: async ({ canvas }) => {
    const reviews = await section(canvas);
    await userEvent.click(await reviews.findByRole('button', { name: reviewTexts.delete }));
    await expect(await findToastText(reviewTexts.deleted)).toBeVisible();
    await expect(await reviews.findByRole('button', { name: reviewTexts.submit })).toBeVisible();
    await expect(reviews.queryByText('Solid basics.')).toBeNull();
  },
};

/** Submit without stars: the form says why, next to the stars, and sends nothing. */
export const ValidationError: Story = {
  play: async ({ canvas }) => {
    const reviews = await section(canvas);
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
    const reviews = await section(canvas);
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
    const reviews = await section(canvas);
    await userEvent.click(await reviews.findByText('', { selector: 'label[for$="-4"]' }));
    await userEvent.click(reviews.getByRole('button', { name: reviewTexts.submit }));
    const busy = await reviews.findByRole('button', { name: reviewTexts.submitting });
    await expect(busy).toBeDisabled();
    await expect(reviews.getByRole('radio', { name: '4 stars' })).toBeDisabled();
  },
};

/** Never enrolled: 'Enroll in this course to rate it.'; 12 reviews, 10 shown, then the rest. */
export const NotEnrolledManyReviews: Story = {
  parameters: { router: at(open._id) },
  play: async ({ canvas }) => {
    const reviews = await section(canvas);
    await expect(await reviews.findByText(reviewTexts.notEnrolled)).toBeVisible();
    await expect(reviews.queryByRole('radiogroup')).toBeNull();
    const list = () =>
      reviews.getAllByRole('listitem').filter((item) => item.querySelector('time'));
    await waitFor(() => expect(list()).toHaveLength(10));
    await userEvent.click(reviews.getByRole('button', { name: reviewTexts.showMore }));
    await waitFor(() => expect(list()).toHaveLength(reviewsOf(open._id).length));
    await expect(reviews.queryByRole('button', { name: reviewTexts.showMore })).toBeNull();
  },
};

/** The same on a phone. */
export const NotEnrolledManyReviewsSmall: Story = atSmall(NotEnrolledManyReviews);

/** The author: "You can't rate your own course." and the Learners panel, newest first. */
export const Author: Story = {
  parameters: { router: at(ADA_TAUGHT_COURSE_ID) },
  play: async ({ canvas }) => {
    const reviews = await section(canvas);
    await expect(await reviews.findByText(reviewTexts.author)).toBeVisible();
    const panel = within(await canvas.findByRole('region', { name: reviewTexts.learners }));
    await waitFor(() =>
      expect(panel.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
        'Priya Natarajan',
        'Tomás Ferreira',
        'Mei Lin',
      ]),
    );
    canvas.getByRole('region', { name: reviewTexts.learners }).scrollIntoView();
  },
};

/** The author's panel while the list loads. */
export const LearnersLoading: Story = {
  parameters: {
    router: at(ADA_TAUGHT_COURSE_ID),
    msw: [neverAnswers('get', '/courses/{id}/learners')],
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: reviewTexts.learners });
    region.scrollIntoView();
    await expect(within(region).queryByRole('listitem')).toBeNull();
  },
};

/** Nobody enrolled yet: 'No learners yet.' */
export const LearnersEmpty: Story = {
  parameters: {
    router: at(ADA_TAUGHT_COURSE_ID),
    mockDb: () => createMockDb({ enrollments: [] }),
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: reviewTexts.learners });
    await expect(await within(region).findByText(reviewTexts.noLearners)).toBeVisible();
    region.scrollIntoView();
  },
};

/** The list fails: its text and Try Again. */
export const LearnersError: Story = {
  parameters: {
    router: at(ADA_TAUGHT_COURSE_ID),
    msw: [failWith('get', '/courses/{id}/learners', 500)],
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: reviewTexts.learners });
    await expect(await within(region).findByText(reviewTexts.learnersFailed)).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Try Again' })).toBeVisible();
    region.scrollIntoView();
  },
};

/** Signed out: 'Login to rate this course.' links to the login page (and back afterwards). */
export const SignedOut: Story = {
  parameters: { session: 'signedOut' },
  play: async ({ canvas }) => {
    const reviews = await section(canvas);
    await expect(await reviews.findByRole('link', { name: reviewTexts.signedOut })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** The reviews are on their way: placeholders of their size. */
export const ReviewsLoading: Story = {
  parameters: {
    msw: [
      neverAnswers('get', '/courses/{id}/reviews'),
      neverAnswers('get', '/courses/{id}/reviews/summary'),
    ],
  },
  play: async ({ canvas }) => {
    const reviews = await section(canvas);
    await expect(reviews.queryByText(reviewTexts.empty)).toBeNull();
    await expect(reviews.queryByRole('button', { name: reviewTexts.showMore })).toBeNull();
  },
};

/** The reviews fail to load: 'Failed to load reviews' and Try Again, which loads them. */
export const ReviewsError: Story = {
  parameters: { msw: [failWith('get', '/courses/{id}/reviews', 500)] },
  play: async ({ canvas }) => {
    const reviews = await section(canvas);
    await expect(await reviews.findByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(reviews.getAllByText(reviewTexts.loadFailed)[0]).toBeVisible();
  },
};

/** A course nobody reviewed: 'No ratings yet' and the invitation to be first. */
export const NoReviews: Story = {
  parameters: { router: at('course-03') },
  play: async ({ canvas }) => {
    const reviews = await section(canvas);
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
    const reviews = await section(canvas);
    await expect(await reviews.findByText(/^First line\./)).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

/** The long review on a phone. */
export const LongReviewSmall: Story = atSmall(LongReview);
