import type { StoryObj } from '@storybook/react-vite';
import { LONG_DISPLAY_NAME, longCourse } from '@edugate/api-client/mocks';
import { expect, within } from 'storybook/test';
import { paths } from '../../paths';
import { atSmall, longTextsMeta } from '../../testing';
import { atLarge, expectNoHorizontalOverflow, expectShownWhole } from '../../testing/layout';
import { mainOf } from '../../testing/play';
import { CourseDetail } from './CourseDetail';

export default {
  title: 'Screens/Long Texts/CourseDetail',
  tags: ['!autodocs'],
  ...longTextsMeta(CourseDetail, {
    path: paths.courseDetail.href(longCourse._id),
    route: paths.courseDetail.path,
  }),
};
type Story = StoryObj<typeof CourseDetail>;

/**
 * A course with the longest unbroken title, description and duration the API accepts, six of the
 * longest outcomes, and the longest unbroken name as instructor: check the hero and the Course Details panel wrap every value (none is
 * cut) and the page is no wider than the window.
 */
const longTexts: Story = {
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    await expectShownWhole(await main.findByRole('heading', { level: 1, name: longCourse.title }));
    await expectShownWhole(main.getByText(longCourse.description));
    await expectShownWhole(main.getByText(`Instructor: ${LONG_DISPLAY_NAME}`));
    const details = within(main.getByRole('region', { name: 'Course Details' }));
    await expectShownWhole(details.getByText(longCourse.duration));
    await expectShownWhole(details.getByText(LONG_DISPLAY_NAME));
    // Six outcomes of 120 characters, three of them one unbroken word.
    const learn = within(main.getByRole('region', { name: "What You'll Learn" }));
    for (const outcome of longCourse.outcomes) await expectShownWhole(learn.getByText(outcome));
    await expect(main.getByRole('button', { name: /Enrol/ })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

export const LongTexts: Story = atLarge(longTexts);
export const LongTextsSmall: Story = atSmall(longTexts);
