import {
  createMockDb,
  failWith,
  fixtureCertificates,
  fixtureJobs,
  fixtureUser,
  neverAnswers,
  noCertificatesDb,
  type MockCertificate,
  type MockDb,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../../paths';
import { atSmall } from '../../../../testing';
import { findDialog, findToast } from '../../../../testing/play';
import { jobTexts } from '../../texts';
import { ApplyDialog } from './ApplyDialog';

/** A fixture job requiring Python and Machine learning: Ada's Pandas certificate teaches Python. */
const pythonJob = fixtureJobs.find((job) => job.skills.includes('Python'))!;
/** A job requiring none of the skills Ada's certificates teach. */
const otherJob = fixtureJobs.find((job) => job.skills.includes('Linux'))!;

const pandas = fixtureCertificates[0]!;
/** A second certificate of Ada's, teaching nothing the Python job requires. */
const flutter: MockCertificate = {
  _id: 'certificate-ada-flutter',
  userEmail: fixtureUser.email,
  courseId: 'course-04',
  courseTitle: 'Flutter Fundamentals',
  learnerName: fixtureUser.displayName,
  authorName: 'Grace Hopper',
  issuedAt: '2026-02-20T10:00:00.000Z',
};
const longTitled: MockCertificate = {
  ...flutter,
  _id: 'certificate-ada-long',
  courseId: null,
  courseTitle:
    'Cross-platform Mobile Development with Flutter and Dart: From Your First Widget to the App Store',
};

/** The mock db of the story being shown, to read what the dialog sent. */
let shown: MockDb | undefined;
const withCertificates =
  (...extra: MockCertificate[]) =>
  () =>
    (shown = createMockDb({
      learning: { certificates: [...fixtureCertificates, ...extra] },
    }));

/**
 * The apply dialog's 'Attach certificates' (docs/product.md, Applying with certificates): Ada's
 * certificates as checkboxes in a fieldset of that name, those whose course teaches a skill the
 * job requires ticked once they arrive, sent with the application.
 */
const meta = {
  title: 'Features/Jobs/Apply Dialog',
  component: ApplyDialog,
  tags: ['!autodocs'],
  args: { job: pythonJob, onClose: fn() },
  parameters: {
    session: 'signedIn',
    mockDb: withCertificates(flutter),
    router: { route: paths.jobs.path },
  },
} satisfies Meta<typeof ApplyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldset = async () => {
  const dialog = await findDialog('dialog', { name: `Apply for ${pythonJob.title}` });
  return within(dialog).getByRole('group', { name: jobTexts.attachCertificates });
};

/**
 * Two certificates: Pandas (teaches Python, which the job requires) ticked, Flutter not; each
 * with the skills its course teaches.
 */
export const Preticked: Story = {
  play: async () => {
    const group = await fieldset();
    const pandasBox = await within(group).findByRole('checkbox', { name: /Pandas for Data/ });
    await waitFor(() => expect(pandasBox).toBeChecked());
    const flutterBox = within(group).getByRole('checkbox', { name: /Flutter Fundamentals/ });
    await expect(flutterBox).not.toBeChecked();
    await expect(within(group).getByText('Python, pandas, Data cleaning')).toBeVisible();
  },
};

/**
 * Sent with the application: the ticked certificate and one ticked by hand, in the order shown;
 * the success toast follows.
 */
export const SentWithTheApplication: Story = {
  play: async ({ args }) => {
    const group = await fieldset();
    const pandasBox = await within(group).findByRole('checkbox', { name: /Pandas for Data/ });
    await waitFor(() => expect(pandasBox).toBeChecked());
    await userEvent.click(within(group).getByRole('checkbox', { name: /Flutter Fundamentals/ }));
    const dialog = await findDialog('dialog', { name: `Apply for ${pythonJob.title}` });
    await userEvent.type(
      within(dialog).getByLabelText(/^Resume URL/),
      'https://ada.example.com/cv.pdf',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await expect(await findToast(jobTexts.applied)).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    const sent = shown?.applications.find((a) => a.jobId === pythonJob._id);
    await expect(sent?.certificates?.map((c) => c._id)).toEqual([pandas._id, flutter._id]);
  },
};

/** A job none of Ada's certificates teaches a skill of: both offered, none ticked. */
export const NoneMatching: Story = {
  args: { job: otherJob },
  play: async () => {
    const dialog = await findDialog('dialog', { name: `Apply for ${otherJob.title}` });
    const group = within(dialog).getByRole('group', { name: jobTexts.attachCertificates });
    const boxes = await within(group).findAllByRole('checkbox');
    await expect(boxes).toHaveLength(2);
    for (const box of boxes) await expect(box).not.toBeChecked();
  },
};

/** No certificate yet: the hint says how to earn one, and there is nothing to tick. */
export const NoCertificates: Story = {
  parameters: { mockDb: noCertificatesDb },
  play: async () => {
    const group = await fieldset();
    await expect(await within(group).findByText(jobTexts.noCertificates)).toBeVisible();
    await expect(within(group).queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** While the certificates are on their way: the group says it is busy, with a labelled spinner. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/certificates/mine')] },
  play: async () => {
    const group = await fieldset();
    await expect(group).toHaveAttribute('aria-busy', 'true');
    const status = within(group).getByRole('status');
    await expect(status).toHaveTextContent(jobTexts.certificatesLoading);
  },
};

/** The certificates failed to load: said in words, and the application can still be sent. */
export const LoadFailed: Story = {
  parameters: { msw: [failWith('get', '/certificates/mine', 500)] },
  play: async () => {
    const group = await fieldset();
    await expect(await within(group).findByText(jobTexts.certificatesFailed)).toBeVisible();
    const dialog = await findDialog('dialog', { name: `Apply for ${pythonJob.title}` });
    await expect(within(dialog).getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  },
};

/**
 * At 375 px a course title as long as authors write them wraps inside the dialog, its checkbox
 * beside its first line, and the dialog does not scroll sideways.
 */
export const LongTitleSmall: Story = atSmall<Story>({
  parameters: { mockDb: withCertificates(longTitled) },
  play: async () => {
    const group = await fieldset();
    const box = await within(group).findByRole('checkbox', { name: /Cross-platform Mobile/ });
    await expect(box).toBeVisible();
    const label = box.closest('label')!;
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth + 1);
    const dialog = await findDialog('dialog', { name: `Apply for ${pythonJob.title}` });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
});
