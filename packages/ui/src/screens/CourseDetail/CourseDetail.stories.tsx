// A course's page loaded and enrolling; what fails, and the page's other states, are in
// CourseDetail.errors.stories.tsx (same title, so every story keeps its id).
import { limitReachedDb, neverAnswers } from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { enrollmentTexts } from '../../features/enrollments';
import { atSmall, screenMeta } from '../../testing';
import {
  answerConfirmation,
  expectToastClearOfHeader,
  findDialog,
  findToastText,
} from '../../testing/play';
import { CourseDetail } from './CourseDetail';
import { LEARNING_POINTS } from './content';
import { at, full, mine, open, seatsLeftIn } from './CourseDetail.play';

export default {
  title: 'Screens/CourseDetail',
  tags: ['!autodocs'],
  ...screenMeta(CourseDetail, at(open._id), 'signedIn'),
};
type Story = StoryObj<typeof CourseDetail>;

/**
 * Signed in, not enrolled (one course elsewhere): hero, seats, Enroll Now, side panels (the
 * outline's length beside the duration), the author's three outcomes as What You'll Learn, Back to
 * Courses.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: open.title })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${open.title} | EduGate`));
    await expect(canvas.getByText(open.description)).toBeVisible();
    await expect(canvas.getByText(`Instructor: ${open.addedByName}`)).toBeVisible();
    await expect(canvas.getByText(`${open.enrollments} students enrolled`)).toBeVisible();
    await expect(canvas.getByText(`Rating: ${(open.rating ?? 0).toFixed(1)}`)).toBeVisible();
    await expect(await canvas.findByText(`${seatsLeftIn(open._id)} seats available`)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Enroll Now' })).toBeEnabled());

    const details = canvas.getByRole('region', { name: 'Course Details' });
    for (const label of ['Duration', 'Instructor', 'Added', 'Enrollments'])
      await expect(within(details).getByText(label)).toBeVisible();
    await expect(within(details).getByText(open.duration)).toBeVisible();
    // Beside the author's duration, what the course's outline adds up to.
    await expect(await within(details).findByTestId('outline-length')).toHaveTextContent(
      '6 lessons · 38 min',
    );

    const yours = canvas.getByRole('region', { name: 'Your Enrollment' });
    await expect(within(yours).getByText('Not Enrolled')).toBeVisible();
    await expect(within(yours).getByText('You have enrolled in 1 out of 3 courses')).toBeVisible();

    const learn = canvas.getByRole('region', { name: "What You'll Learn" });
    await expect(
      within(learn)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(open.outcomes);
    await expect(open.outcomes).toHaveLength(3);
    // The skills it teaches, each linking to the catalogue's courses teaching it.
    const skills = canvas.getByRole('region', { name: "Skills you'll gain" });
    await expect(
      within(skills)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(open.skills.map((skill) => [skill, `/courses?skill=${encodeURIComponent(skill)}`]));
    await expect(open.skills.length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  },
};

/** The same on a phone: image, text and panels one under another. */
export const LoadedSmall: Story = atSmall(Loaded);

/**
 * A course whose author wrote no outcomes (and which has lessons): What You'll Learn shows the product's
 * four general points.
 */
export const NoOutcomes: Story = {
  // The page 'Enrolled' shows (this course has no outcomes of its own), so the same picture:
  // its baseline is Enrolled's; this story checks the fallback list.
  parameters: { router: at(mine._id), chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(mine.outcomes).toEqual([]);
    const learn = await canvas.findByRole('region', { name: "What You'll Learn" });
    await expect(
      within(learn)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...LEARNING_POINTS]);
  },
};

/** Enrolled in this course: 'Enrolled (Click to Unenroll)' and 'Enrolled' in Your Enrollment. */
export const Enrolled: Story = {
  parameters: { router: at(mine._id) },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Enrolled (Click to Unenroll)' });
    await expect(button).toBeEnabled();
    const yours = canvas.getByRole('region', { name: 'Your Enrollment' });
    await expect(within(yours).getByText('Enrolled')).toBeVisible();
  },
};

/** Enrolled, on a phone. */
export const EnrolledSmall: Story = atSmall(Enrolled);

/**
 * Enrol: toast (clear of the header: logo, menu and account stay visible), seats from the
 * response, the count and the sentence follow.
 */
export const EnrollSucceeds: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Enroll Now' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(await findToastText(enrollmentTexts.enrolled)).toBeVisible();
    await expectToastClearOfHeader(enrollmentTexts.enrolled);
    await expect(
      await canvas.findByRole('button', { name: 'Enrolled (Click to Unenroll)' }),
    ).toBeVisible();
    await expect(canvas.getByText(`${seatsLeftIn(open._id) - 1} seats available`)).toBeVisible();
    // The course had no learners: now one, singular.
    await expect(open.enrollments).toBe(0);
    await expect(canvas.getByText('1 student enrolled')).toBeVisible();
    await expect(canvas.getByText('You have enrolled in 2 out of 3 courses')).toBeVisible();
  },
};

/** Enrolling on a phone: the toast leaves the logo and the Menu button uncovered. */
export const EnrollSucceedsSmall: Story = atSmall(EnrollSucceeds);

/** Unenrol asks first ('Remove enrollment?'); confirmed: toast, one seat more, the count goes down. */
export const UnenrollSucceeds: Story = {
  parameters: { router: at(mine._id) },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Enrolled (Click to Unenroll)' }),
    );
    const dialog = await findDialog('alertdialog', { name: enrollmentTexts.removeTitle });
    await expect(dialog).toHaveTextContent(`Remove your enrollment in "${mine.title}"?`);
    await answerConfirmation(enrollmentTexts.removeTitle, enrollmentTexts.removeConfirm);
    await expect(await findToastText(enrollmentTexts.unenrolled)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Enroll Now' })).toBeEnabled();
    await expect(canvas.getByText(`${seatsLeftIn(mine._id) + 1} seats available`)).toBeVisible();
    await expect(canvas.getByText('You have enrolled in 0 out of 3 courses')).toBeVisible();
  },
};

/** While the request runs the button is busy and disabled. */
export const Busy: Story = {
  parameters: { msw: [neverAnswers('post', '/enrollments')] },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Enroll Now' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
  },
};

/**
 * Three enrollments elsewhere: the button is disabled and the side panel says why, and that
 * letting a finished course go frees a place and keeps its certificate.
 */
export const LimitReached: Story = {
  parameters: { mockDb: limitReachedDb },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Enrollment Limit Reached' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByText('You have enrolled in 3 out of 3 courses')).toBeVisible();
    await expect(
      canvas.getByText(`${enrollmentTexts.atLimitSentence} ${enrollmentTexts.finishedFreesPlace}`),
    ).toBeVisible();
    await expect(button).toHaveAccessibleDescription(enrollmentTexts.limitReached);
    await expect(canvas.getByText(enrollmentTexts.limitReached)).toBeVisible();
  },
};

/** At the limit, on a phone: the reason sits under the button. */
export const LimitReachedSmall: Story = atSmall(LimitReached);

/** Every seat taken: 'Course Full', as on the catalogue card, and why beside it. */
export const Full: Story = {
  parameters: { router: at(full._id) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('0 seats available')).toBeVisible();
    const button = await canvas.findByRole('button', { name: 'Course Full' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(enrollmentTexts.noSeats);
    await expect(canvas.getByText(enrollmentTexts.noSeats)).toBeVisible();
  },
};

/** A full course, on a phone. */
export const FullSmall: Story = atSmall(Full);
