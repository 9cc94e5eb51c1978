import type { StoryObj } from '@storybook/react-vite';
import { longCourse } from '@edugate/api-client/mocks';
import { expect } from 'storybook/test';
import { paths } from '../../paths';
import { atSmall, longTextsMeta } from '../../testing';
import { atLarge, expectNoHorizontalOverflow } from '../../testing/layout';
import { mainOf } from '../../testing/play';
import { EditCourse } from './EditCourse';

export default {
  title: 'Screens/Long Texts/EditCourse',
  tags: ['!autodocs'],
  ...longTextsMeta(EditCourse, {
    path: paths.editCourse.href(longCourse._id),
    route: paths.editCourse.path,
  }),
};
type Story = StoryObj<typeof EditCourse>;

/**
 * The form prefilled with the longest title, description, image URL and duration the API accepts:
 * check every field holds its value inside the window and the page is no wider than it.
 */
const longTexts: Story = {
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    const title = await main.findByRole('textbox', { name: /^Course Title/ });
    await expect(title).toHaveValue(longCourse.title);
    const fields = [
      title,
      main.getByRole('textbox', { name: /^Short Description/ }),
      main.getByRole('textbox', { name: /^Image URL/ }),
      main.getByRole('textbox', { name: /^Duration/ }),
    ];
    await expect(fields.map((field) => (field as HTMLInputElement).value)).toEqual([
      longCourse.title,
      longCourse.description,
      longCourse.imageUrl,
      longCourse.duration,
    ]);
    for (const field of fields) {
      await expect(field).toBeVisible();
      await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expectNoHorizontalOverflow();
  },
};

export const LongTexts: Story = atLarge(longTexts);
export const LongTextsSmall: Story = atSmall(longTexts);
