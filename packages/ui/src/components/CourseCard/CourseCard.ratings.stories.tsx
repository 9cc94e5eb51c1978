import { fixtureCourses } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CourseCard } from './CourseCard';

// docs/product.md, Ratings & Reviews: cards show '4.6 (128)' (the count in parentheses) or 'No ratings yet'.
const rated = fixtureCourses.find((course) => course.ratingCount > 1)!;
const unrated = fixtureCourses.find((course) => course.rating === null)!;

const meta = {
  title: 'Components/CourseCard/Ratings',
  component: CourseCard,
  args: { variant: 'catalogue', course: rated, onEnroll: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A catalogue card of a rated course: the average and, in parentheses, how many rated it. */
export const CatalogueRated: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(`${rated.rating?.toFixed(1)} (${rated.ratingCount})`),
    ).toBeVisible();
  },
};

/** Nobody rated it yet: 'No ratings yet', never 'Rating 0'. */
export const CatalogueUnrated: Story = {
  args: { course: unrated },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ratings yet')).toBeVisible();
    await expect(canvas.queryByText('0')).toBeNull();
  },
};

/** A home card ('Latest') shows the rating line too. */
export const HomeRated: Story = {
  args: { variant: 'latest' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(`${rated.rating?.toFixed(1)} (${rated.ratingCount})`),
    ).toBeVisible();
  },
};

/** A home card ('Popular') of an unrated course. */
export const HomeUnrated: Story = {
  args: { variant: 'popular', course: unrated },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ratings yet')).toBeVisible();
  },
};
