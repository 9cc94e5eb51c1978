import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { paths } from '../../paths';
import { atSmall, screenMeta } from '../../testing';
import { mainOf } from '../../testing/play';
import { FAQS, Faq, faqTexts } from './Faq';

const meta = {
  title: 'Screens/Faq',
  tags: ['!autodocs'],
  ...screenMeta(Faq, { route: paths.faq.path }),
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIMIT_QUESTION = 'How many courses can I take at the same time?';

/**
 * /faq as it opens: check the title and heading, and that every question the product raises is
 * there (enrolment limit, seats, ratings, jobs, Google and GitHub), each closed.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    await expect(main.getByRole('heading', { level: 1, name: faqTexts.heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('FAQ | EduGate'));
    for (const question of [
      LIMIT_QUESTION,
      'What does "No seats available for this course" mean?',
      'Where do the course ratings come from?',
      'How do I post a job?',
      'How do I apply to a job?',
      'Can I sign in with Google or GitHub?',
    ]) {
      await expect(main.getByText(question, { selector: 'summary' })).toBeVisible();
    }
    await expect(main.getAllByText(/\?$/, { selector: 'summary' })).toHaveLength(FAQS.length);
    await expect(main.getByText(/Up to 3\./)).not.toBeVisible();
  },
};

/**
 * Questions opened: check a question takes keyboard focus (a native disclosure: Enter and Space
 * open it), that its answer shows the product's real rule (three courses, 'Enrollment Limit
 * Reached'), that the ratings answer says ratings come from learners, and the Google and GitHub
 * answer tells of the local account chooser.
 */
export const AnswersOpened: Story = {
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    const limit = main.getByText(LIMIT_QUESTION, { selector: 'summary' });
    limit.focus();
    await expect(limit).toHaveFocus();
    // user-event does not emulate a summary's Enter key (the browser does): click it instead.
    await userEvent.click(limit);
    await expect(limit.closest('details')).toHaveAttribute('open');
    await expect(main.getByText(/You can be enrolled in at most 3 courses at once/)).toBeVisible();
    await expect(main.getByText('Enrollment Limit Reached', { selector: 'strong' })).toBeVisible();
    await userEvent.click(main.getByText('Where do the course ratings come from?'));
    await expect(main.getByText(/A course's rating is the average of its reviews/)).toBeVisible();
    await userEvent.click(main.getByText('Can I sign in with Google or GitHub?'));
    await expect(main.getByText(/the buttons open an account chooser/)).toBeVisible();
    // The last frame shows the open answers from the top of the page, with no click's focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  },
};

/** At 375 px: check the questions wrap inside the screen. */
export const Small: Story = atSmall<Story>({
  play: async ({ canvas }) => {
    await expect(
      mainOf(canvas).getByRole('heading', { level: 1, name: faqTexts.heading }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
});
