// The author's view of the Ratings & Reviews section and the Learners panel (docs/product.md
// section 2). Same title as CourseDetail.reviews.stories.tsx, so the stories keep their ids.
import {
  ADA_TAUGHT_COURSE_ID,
  createMockDb,
  failWith,
  neverAnswers,
} from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { enrollmentTexts } from '../../features/enrollments';
import { reviewTexts } from '../../features/reviews';
import { paths } from '../../paths';
import { screenMeta } from '../../testing';
import { CourseDetail } from './CourseDetail';
import { at, reviewSection } from './CourseDetail.play';

export default {
  title: 'Screens/CourseDetail/Reviews',
  tags: ['!autodocs'],
  // Every story here is on the course Ada teaches.
  ...screenMeta(CourseDetail, at(ADA_TAUGHT_COURSE_ID), 'signedIn'),
};
type Story = StoryObj<typeof CourseDetail>;

/**
 * The author: no seat in their own course ('Your Course', disabled, "You can't enroll in your own
 * course."), a 'Your Course' panel leading to Insights instead of 'Your Enrollment', "You can't rate your own course." and the Learners panel, newest first.
 */
export const Author: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Your Course' })).toBeDisabled();
    await expect(canvas.getByText("You can't enroll in your own course.")).toBeVisible();
    // The author's side panel is about teaching it, not about a seat they cannot take.
    const own = within(canvas.getByRole('region', { name: enrollmentTexts.yourCourseTitle }));
    await expect(own.getByText(enrollmentTexts.youTeachThis)).toBeVisible();
    await expect(own.getByRole('link', { name: enrollmentTexts.openInsights })).toHaveAttribute(
      'href',
      paths.insights.href(ADA_TAUGHT_COURSE_ID),
    );
    await expect(canvas.queryByRole('region', { name: 'Your Enrollment' })).toBeNull();
    const reviews = await reviewSection(canvas);
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
  parameters: { msw: [neverAnswers('get', '/courses/{id}/learners')] },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: reviewTexts.learners });
    region.scrollIntoView();
    await expect(within(region).queryByRole('listitem')).toBeNull();
  },
};

/** Nobody enrolled yet: 'No learners yet.' */
export const LearnersEmpty: Story = {
  parameters: { mockDb: () => createMockDb({ enrollments: [] }) },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: reviewTexts.learners });
    await expect(await within(region).findByText(reviewTexts.noLearners)).toBeVisible();
    region.scrollIntoView();
  },
};

/** The list fails: its text and Try Again. */
export const LearnersError: Story = {
  parameters: { msw: [failWith('get', '/courses/{id}/learners', 500)] },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: reviewTexts.learners });
    await expect(await within(region).findByText(reviewTexts.learnersFailed)).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Try Again' })).toBeVisible();
    region.scrollIntoView();
  },
};
