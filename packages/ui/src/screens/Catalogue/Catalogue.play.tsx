// Play helpers and fixtures shared by the Catalogue story files.
import { FULL_COURSE_ID, fixtureCourse, fixtureCourses } from '@edugate/api-client/mocks';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';

export const newest = [...fixtureCourses].sort((a, b) => b.addedAt.localeCompare(a.addedAt));
export const fullCourse = fixtureCourse(FULL_COURSE_ID);
export const enrolledCourse = fixtureCourse('course-02');
export const firstCourse = newest[0]!;

/** Stands in for the login screen: shows where login would return the reader. */
export function LoginProbe() {
  const state = useLocation().state as { from?: { pathname: string; search: string } } | null;
  return (
    <p data-testid="login-probe">
      {`Login page, returning to ${state?.from?.pathname ?? ''}${state?.from?.search ?? ''}`}
    </p>
  );
}

/** The browser's back button, for the in-memory router stories run in. */
export function BrowserBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

export const cards = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('article');
export const card = async (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('article', { name: title });
export const enrollButton = (article: HTMLElement) => within(article).getByRole('button');

/** The fixture courses in Web Development. */
export const webCourses = fixtureCourses.filter((course) => course.category === 'web development');

/** Opens Filters and picks Web Development; waits until only its courses are counted. */
export async function filterByWebDevelopment(canvas: ReturnType<typeof within>): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Web Development' }));
  await expect(
    await canvas.findByText(`Showing ${webCourses.length} of ${webCourses.length} courses`),
  ).toBeVisible();
}
