import { messages } from '@edugate/api-client';
import {
  CLOSED_SAVED_JOB_ID,
  delayed,
  failWith,
  fixtureJobs,
  savedJobIds,
  savedJobsDb,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../../paths';
import { findToast } from '../../../../testing/play';
import { savedJobTexts } from '../../texts';
import { SaveJobButton } from './SaveJobButton';

const saved = fixtureJobs.find((job) => job._id === savedJobIds[0])!;
const notSaved = fixtureJobs[2]!;
const closed = {
  ...fixtureJobs.find((job) => job._id === CLOSED_SAVED_JOB_ID)!,
  status: 'closed' as const,
};
/** Another job Ada has not saved, so the refusal's last frame is not Not Saved's. */
const refused = fixtureJobs[4]!;

/**
 * The 'Save job' / 'Saved' toggle (docs/product.md, Saved jobs) on its own, against the mock API
 * with Ada's saved jobs (savedJobsDb). Screens/Jobs, Screens/JobDetail and Screens/SavedJobs show
 * it where a person meets it.
 */
const meta = {
  title: 'Features/Saved Jobs/Save Job Button',
  component: SaveJobButton,
  tags: ['!autodocs'],
  args: { job: notSaved },
  parameters: { session: 'signedIn', mockDb: savedJobsDb, router: { route: paths.jobs.path } },
} satisfies Meta<typeof SaveJobButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('button', { name: new RegExp(`: ${title}$`) });

/** The toggle's call and the list's refetch are done. */
const settled = (button: HTMLElement) =>
  waitFor(() => expect(button).not.toHaveAttribute('data-pending'));

/** A job Ada has not saved: 'Save job', not pressed. */
export const NotSaved: Story = {
  play: async ({ canvasElement }) => {
    const button = await toggle(canvasElement, notSaved.title);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveTextContent(savedJobTexts.save);
  },
};

/** A job Ada saved: 'Saved', pressed (once her saved jobs have arrived). */
export const Saved: Story = {
  args: { job: saved },
  play: async ({ canvasElement }) => {
    const button = await toggle(canvasElement, saved.title);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await expect(button).toHaveTextContent(savedJobTexts.saved);
  },
};

/**
 * Toggling: a press shows 'Saved' at once, while the server is still answering (slowed here); a
 * second press unsaves it, a third saves it again (it ends saved, unlike Not Saved).
 */
export const Toggling: Story = {
  parameters: { msw: [delayed('put', '/jobs/{id}/saved', 400)] },
  play: async ({ canvasElement }) => {
    const button = await toggle(canvasElement, notSaved.title);
    await userEvent.click(button);
    // Before the slowed answer: the toggle does not wait for it.
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveTextContent(savedJobTexts.saved);
    await settled(button);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await expect(button).toHaveTextContent(savedJobTexts.save);
    await settled(button);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // The refetched list agrees once the slowed answer is in.
    await settled(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * The save is refused (Ada keeps 100 already): the toggle goes back to 'Save job' and the toast
 * says the server's reason.
 */
export const SaveRefused: Story = {
  args: { job: refused },
  parameters: {
    msw: [failWith('put', '/jobs/{id}/saved', 409, messages.savedJobsLimit)],
  },
  play: async ({ canvasElement }) => {
    const button = await toggle(canvasElement, refused.title);
    await userEvent.click(button);
    await expect(await findToast(messages.savedJobsLimit)).toBeVisible();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
  },
};

/** A closed job Ada saved shows 'Saved', to unsave it; a closed job she did not save shows none. */
export const ClosedJob: Story = {
  args: { job: closed },
  // Its picture is Saved's (the toggle shows no title), which is the point: that baseline covers both.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const button = await toggle(canvasElement, closed.title);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  },
};

/**
 * Signed out: 'Save job' is offered; pressing it says to log in and goes to /login, which
 * brings the person back to the board afterwards.
 */
export const SignedOut: Story = {
  // It ends on the login page's stand-in, which is not this component.
  parameters: { session: 'signedOut', chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const button = await toggle(canvasElement, notSaved.title);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(await findToast(savedJobTexts.loginToSave)).toBeVisible();
    await expect(
      await within(canvasElement).findByText(`Navigated to ${paths.login.href()}`),
    ).toBeVisible();
  },
};
