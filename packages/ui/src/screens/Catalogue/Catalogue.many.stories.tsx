import type { Course } from '@edugate/api-client';
import { createMockDb, FIXTURE_NOW, fixtureCourses } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { paths } from '../../paths';
import { screenParameters } from '../../testing';
import { Catalogue } from './Catalogue';

/**
 * 1,200 'Practice course N' (the fixtures' texts and pictures, repeated) beside the 24 fixtures:
 * a search for 'practice' has more matches than the server counts, so X-Total-Count says 1000
 * with X-Total-Count-Exact: false, as the reference server does (apps/api README).
 */
const PRACTICE_COURSES = 1_200;
const practiceCourses: Course[] = Array.from({ length: PRACTICE_COURSES }, (_, index) => {
  const base = fixtureCourses[index % fixtureCourses.length]!;
  const n = index + 1;
  return {
    ...base,
    _id: `course-practice-${n}`,
    title: `Practice course ${n}`,
    addedAt: new Date(FIXTURE_NOW.getTime() - n * 60_000).toISOString(),
  };
});
const manyDb = () => createMockDb({ courses: [...fixtureCourses, ...practiceCourses] });

const meta = {
  title: 'Screens/Catalogue/Many Matches',
  component: Catalogue,
  tags: ['!autodocs'],
  parameters: { ...screenParameters({ route: paths.courses.path }), mockDb: manyDb },
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A search matching 1,200 courses: 'Showing 20 of 1,000+ courses', the newest practice course
 * first, and a pager of 50 pages (as far as the count goes).
 */
export const SearchOverAThousand: Story = {
  parameters: {
    router: { path: '/courses?q=practice', route: paths.courses.path },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 20 of 1,000+ courses')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('practice');
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(20);
    await expect(canvas.getByRole('article', { name: 'Practice course 1' })).toBeVisible();
    await expect(canvas.getByText('Page 1 of 50')).toBeVisible();
  },
};

/**
 * A search narrow enough to be counted: '120' is a prefix from three characters, so 'Practice
 * course 120' and 1200 (words, not substrings: 12 alone would be one course; ADR 16).
 */
export const SearchCountedExactly: Story = {
  parameters: {
    router: { path: '/courses?q=practice+course+120', route: paths.courses.path },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 2 of 2 courses')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(/\+ courses$/)).toBeNull());
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  },
};
