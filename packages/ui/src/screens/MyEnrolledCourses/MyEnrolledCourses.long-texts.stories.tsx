import type { StoryObj } from '@storybook/react-vite';
import { longCourse } from '@edugate/api-client/mocks';
import { paths } from '../../paths';
import { atSmall, longTextsMeta } from '../../testing';
import { atLarge, expectNoHorizontalOverflow, expectShownWhole } from '../../testing/layout';
import { mainOf } from '../../testing/play';
import { MyEnrolledCourses } from './MyEnrolledCourses';

export default {
  title: 'Screens/Long Texts/MyEnrolledCourses',
  tags: ['!autodocs'],
  ...longTextsMeta(MyEnrolledCourses, { route: paths.myEnrolledCourses.path }),
};
type Story = StoryObj<typeof MyEnrolledCourses>;

/**
 * Enrolled in a course with the longest unbroken title and description the API accepts: check
 * both are shown inside the page, which is no wider than the window.
 */
const longTexts: Story = {
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    await expectShownWhole(await main.findByText(longCourse.title));
    await expectShownWhole(main.getByText(longCourse.description));
    await expectNoHorizontalOverflow();
  },
};

export const LongTexts: Story = atLarge(longTexts);
export const LongTextsSmall: Story = atSmall(longTexts);
