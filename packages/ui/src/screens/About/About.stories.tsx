import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { paths } from '../../paths';
import { atSmall, screenMeta } from '../../testing';
import { mainOf } from '../../testing/play';
import { About, aboutTexts } from './About';

const meta = {
  title: 'Screens/About',
  tags: ['!autodocs'],
  ...screenMeta(About, { route: paths.about.path }),
} satisfies Meta<typeof About>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * /about as a visitor reads it: check the title, the heading, what EduGate is and for whom, and
 * the two ways in (the catalogue and the job board).
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    await expect(main.getByRole('heading', { level: 1, name: aboutTexts.heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('About Us | EduGate'));
    await expect(main.getByText(aboutTexts.lead)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'What EduGate is' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Who it is for' })).toBeVisible();
    await expect(main.getByText(/You can follow up to three courses at a time/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    await expect(main.getByRole('link', { name: 'Find a Job' })).toHaveAttribute('href', '/jobs');
  },
};

/** The same page at 375 px: check it reads in one column, nothing wider than the screen. */
export const Small: Story = atSmall<Story>({
  play: async ({ canvas }) => {
    await expect(
      mainOf(canvas).getByRole('heading', { level: 1, name: aboutTexts.heading }),
    ).toBeVisible();
    await expect(mainOf(canvas).getByRole('link', { name: 'Browse Courses' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
});
