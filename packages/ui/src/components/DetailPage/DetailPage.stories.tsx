import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atSmall } from '../../testing';
import { expectNoHorizontalOverflow, expectShownWhole } from '../../testing/layout';
import { DetailArticle, DetailPage, DetailTitle } from './DetailPage';

const meta = {
  title: 'Components/DetailPage',
  component: DetailPage,
  parameters: { layout: 'fullscreen' },
  args: {
    backTo: '/blog',
    backLabel: 'Back to the blog',
    children: (
      <DetailArticle labelledBy="story-title">
        <DetailTitle id="story-title">Why every lesson ends with a question</DetailTitle>
        <p>One question at the end of a lesson tells a learner what they have really understood.</p>
      </DetailArticle>
    ),
  },
} satisfies Meta<typeof DetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The back link to the list, then the article, named by its heading. */
export const WithArticle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(
      canvas.getByRole('article', { name: 'Why every lesson ends with a question' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Why every lesson ends with a question',
    );
  },
};

/** A title as long as the API allows wraps inside the column at 375 px: nothing runs off. */
export const LongTitleSmall: Story = {
  ...atSmall({}),
  args: {
    children: (
      <DetailArticle labelledBy="story-long-title">
        <DetailTitle id="story-long-title">
          {'Senior Platform Engineer, Developer Experience and Internal Tooling '.repeat(3)}
          Supercalifragilisticexpialidociousengineeringdepartment
        </DetailTitle>
      </DetailArticle>
    ),
  },
  play: async ({ canvas }) => {
    await expectShownWhole(canvas.getByRole('heading', { level: 1 }));
    await expectNoHorizontalOverflow();
  },
};
