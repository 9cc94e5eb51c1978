// Play helpers and fixtures shared by the CourseDetail story files.
import { FULL_COURSE_ID, fixtureCourse, fixtureReviews, seatsOf } from '@edugate/api-client/mocks';
import { within } from 'storybook/test';
import { reviewTexts } from '../../features/reviews';
import { paths } from '../../paths';

export const at = (id: string) => ({
  path: paths.courseDetail.href(id),
  route: paths.courseDetail.path,
});
export const seatsLeftIn = (id: string) => seatsOf(fixtureCourse(id)).availableSeats;

/** course-01: Ada is not enrolled (she holds one other course). */
export const open = fixtureCourse('course-01');
/** course-02: Ada's one enrollment. */
export const mine = fixtureCourse('course-02');
export const full = fixtureCourse(FULL_COURSE_ID);

/** The Ratings & Reviews section, scrolled into view so the last frame shows it. */
export async function reviewSection(canvas: ReturnType<typeof within>) {
  const region = await canvas.findByRole('region', { name: reviewTexts.section });
  region.scrollIntoView({ block: 'start' });
  return within(region);
}

export const reviewsOf = (id: string) => fixtureReviews.filter((review) => review.courseId === id);
export const meanOf = (id: string) => fixtureCourse(id).rating ?? 0;
