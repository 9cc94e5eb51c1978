import { createMockDb, fixtureCourses, fixtureUser } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { questionTexts } from '../../features/questions';
import { paths } from '../../paths';
import { screenParameters } from '../../testing';
import { ManageCourses } from './ManageCourses';

// docs/product.md, Courses: Manage Courses' 'Learners' and 'Rating' columns; titles link to the course.
const own = fixtureCourses.filter((course) => course.addedByName === fixtureUser.displayName);
const rated = own.find((course) => course.rating !== null)!;
const unrated = own.find((course) => course.rating === null);

const meta = {
  title: 'Screens/ManageCourses/Authors',
  component: ManageCourses,
  tags: ['!autodocs'],
  parameters: {
    ...screenParameters({ route: paths.manageCourses.path }),
    session: 'signedIn',
    mockDb: () => createMockDb(),
  },
} satisfies Meta<typeof ManageCourses>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each row: learners as '{enrolled} / {seats}', the rating as '4.6 (12)' or 'No ratings yet'. */
export const LearnersAndRating: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    // The counts come apart from the courses: end once they are in, so the picture is one.
    await within(table).findAllByText(questionTexts.unanswered(0));
    for (const header of ['Learners', 'Rating'])
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    const row = within(table).getByRole('row', { name: new RegExp(rated.title) });
    await expect(within(row).getByText(`${rated.enrollments} / ${rated.totalSeats}`)).toBeVisible();
    await expect(
      within(row).getByText(`${rated.rating?.toFixed(1)} (${rated.ratingCount})`),
    ).toBeVisible();
    if (unrated) {
      const other = within(table).getByRole('row', { name: new RegExp(unrated.title) });
      await expect(within(other).getByText('No ratings yet')).toBeVisible();
    }
    await expect(within(row).getByRole('link', { name: rated.title })).toHaveAttribute(
      'href',
      `/courses/${rated._id}`,
    );
  },
};
