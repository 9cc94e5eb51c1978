// 'Continue learning' on the home page, for a signed-in learner (docs/product.md, Learning).
import {
  emptyDb,
  fixtureCourse,
  LEARNING_COURSE_ID,
  neverAnswers,
} from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { learningTexts } from '../../features/learning';
import { paths } from '../../paths';
import { atSmall, screenMeta } from '../../testing';
import { Home } from './Home';

export default {
  title: 'Screens/Home/Continue learning',
  tags: ['!autodocs'],
  ...screenMeta(Home, { route: paths.home.path }, 'signedIn'),
};
type Story = StoryObj<typeof Home>;

const course = fixtureCourse(LEARNING_COURSE_ID);

const section = async (canvas: ReturnType<typeof within>) => {
  const heading = await canvas.findByRole('heading', { name: learningTexts.continueLearning });
  const region = heading.closest('section') as HTMLElement;
  region.scrollIntoView({ block: 'start' });
  return within(region);
};

/**
 * Signed in, enrolled: 'Continue learning' above 'Latest Courses' with the course, its progress
 * (33%) and 'Continue' to the lesson opened last.
 */
export const Enrolled: Story = {
  play: async ({ canvas }) => {
    const continuing = await section(canvas);
    await expect(await continuing.findByRole('heading', { name: course.title })).toBeVisible();
    await expect(
      await continuing.findByRole('progressbar', { name: `Progress in ${course.title}` }),
    ).toHaveAttribute('aria-valuenow', '33');
    await expect(
      continuing.getByRole('link', { name: `${learningTexts.continue}: ${course.title}` }),
    ).toHaveAttribute('href', paths.lesson.href(LEARNING_COURSE_ID, 'lesson-02-04'));
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings.indexOf(learningTexts.continueLearning)).toBeLessThan(
      headings.indexOf('Latest Courses'),
    );
  },
};

/** The same at 375 px: one card a row. */
export const EnrolledSmall: Story = atSmall(Enrolled);

/** While the learner's progress loads: a placeholder holds the list's place. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/progress')] },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: learningTexts.continueLearning });
    await expect(heading.closest('section')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Signed in without enrolled courses: no 'Continue learning' at all. */
export const NothingToContinue: Story = {
  parameters: { mockDb: emptyDb },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Latest Courses' });
    await expect(await canvas.findByRole('heading', { name: 'Popular Courses' })).toBeVisible();
    // Its placeholder shows while the learner's progress loads, then nothing.
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { name: learningTexts.continueLearning })).toBeNull(),
    );
  },
};
