// The job board's Apply dialog. Same title as Jobs.stories.tsx, so the stories keep their ids.
import { messages } from '@edugate/api-client';
import { failWith } from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { jobTexts } from '../../features/jobs';
import { paths } from '../../paths';
import { atSmall, noBaseline, screenMeta, signedIn } from '../../testing';
import { escapeReturnsFocus, expectFailureShown, expectSent, findToast } from '../../testing/play';
import { loginProbeRoute, loginProbeState } from '../../testing/LoginProbe';
import { Jobs } from './Jobs';
import { card, expectCaptured, main, newest, openApply, submitApplication } from './Jobs.play';

export default {
  title: 'Screens/Jobs',
  tags: ['!autodocs'],
  ...screenMeta(Jobs, { route: paths.jobs.path }),
};
type Story = StoryObj<typeof Jobs>;

/**
 * A signed-out visitor presses Apply Now: check the 'Please login to apply for jobs' toast and the
 * move to /login, remembering /jobs; ends on a stand-in page, so no snapshot.
 */
export const ApplySignedOut: Story = {
  parameters: {
    router: {
      route: paths.jobs.path,
      routes: [loginProbeRoute],
    },
    ...noBaseline,
  },
  play: async ({ canvasElement }) => {
    const job = await card(canvasElement, newest.title);
    await userEvent.click(within(job).getByRole('button', { name: `Apply Now: ${newest.title}` }));
    await expect(await findToast(jobTexts.loginToApply)).toBeVisible();
    await expect(await loginProbeState(main(canvasElement))).toEqual({
      from: { pathname: '/jobs' },
    });
  },
};

/**
 * Apply Now pressed while signed in: check the Apply dialog with a required Resume URL (focused)
 * and an optional Cover Letter, Cancel and Submit Application, inside the captured frame.
 */
export const ApplyOpen: Story = {
  parameters: signedIn,
  play: async ({ canvasElement }) => {
    const { dialog } = await openApply(canvasElement);
    const resume = within(dialog).getByLabelText(/^Resume URL/);
    await expect(resume).toHaveAttribute('type', 'url');
    await expect(resume).toBeRequired();
    await expect(within(dialog).getByLabelText(/^Cover Letter/)).not.toBeRequired();
    await waitFor(() => expect(resume).toHaveFocus());
    const labels = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(labels).toEqual(['Cancel', 'Submit Application', '']);
    await expectCaptured(canvasElement, dialog);
  },
};

export const ApplyOpenSmall: Story = atSmall(ApplyOpen);

/**
 * Escape closes the Apply dialog without applying and returns focus to the card's Apply Now; ends
 * as Signed In shows, so no snapshot.
 */
export const ApplyEscape: Story = {
  parameters: { ...signedIn, ...noBaseline },
  play: async ({ canvasElement }) => {
    const { button } = await openApply(canvasElement);
    await escapeReturnsFocus(button);
  },
};

/**
 * Submitting without a resume, then with a non-link: check Resume URL is focused and its message
 * changes from 'enter the URL' to 'enter a valid URL'.
 */
export const ApplyNeedsResume: Story = {
  parameters: signedIn,
  play: async ({ canvasElement }) => {
    const { dialog } = await openApply(canvasElement);
    await userEvent.type(within(dialog).getByLabelText(/^Cover Letter/), 'Hello!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    const resume = within(dialog).getByLabelText(/^Resume URL/);
    await waitFor(() => expect(resume).toHaveFocus());
    await expect(resume).toHaveAccessibleDescription('Please enter the URL of your resume.');
    await userEvent.type(resume, 'my resume');
    await expect(resume).toHaveAccessibleDescription(
      'Please enter a valid URL (starting with http:// or https://).',
    );
  },
};

/**
 * An application sent: check the 'Application submitted successfully!' toast and the dialog closed.
 */
export const Applied: Story = {
  parameters: signedIn,
  play: async ({ canvasElement }) => {
    const { dialog } = await openApply(canvasElement);
    await userEvent.type(
      within(dialog).getByLabelText(/^Resume URL/),
      'https://ada.example.com/cv.pdf',
    );
    await userEvent.type(within(dialog).getByLabelText(/^Cover Letter/), 'I would love to help.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await expectSent(jobTexts.applied);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The application fails with no server text: check the product's 'Failed to submit application' in the
 * dialog and as a toast, with the dialog still open.
 */
export const ApplyFails: Story = {
  parameters: { ...signedIn, msw: [failWith('post', '/jobs/{id}/apply', 500, '')] },
  play: async ({ canvasElement }) => {
    const { dialog } = await openApply(canvasElement);
    await submitApplication(dialog);
    await expectFailureShown(dialog, jobTexts.applyFailed);
  },
};

/**
 * A second application to the same job: check the server's already-applied text in the dialog and
 * as a toast.
 */
export const AlreadyApplied: Story = {
  parameters: {
    ...signedIn,
    // Applied meanwhile in another tab: this page's card still offers Apply Now, and the
    // server's 409 says why (a card the reader applied to shows 'Applied' instead).
    msw: [failWith('post', '/jobs/{id}/apply', 409)],
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openApply(canvasElement);
    await submitApplication(dialog);
    await expectFailureShown(dialog, messages.alreadyApplied);
  },
};

/** Already applied at 375 px: check the dialog, its message and the toast fit the width. */
export const AlreadyAppliedSmall: Story = atSmall(AlreadyApplied);
