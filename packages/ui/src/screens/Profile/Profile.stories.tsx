// Profile: name and photo, password, and deleting the account.
import {
  createMockDb,
  failWith,
  fixtureUser,
  neverAnswers,
  otherUser,
  PORTFOLIO_HANDLE,
  portfolioDb,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portfolioTexts } from '../../features/account';
import { accountTexts, sessionTexts } from '../../session';
import { paths } from '../../paths';
import { atSmall, screenParameters } from '../../testing';
import { findToast } from '../../testing/play';
import { Home } from '../Home/Home';
import { Profile } from './Profile';

const passwordUser = { ...fixtureUser, signInMethods: ['password'] };

const meta = {
  title: 'Screens/Profile',
  component: Profile,
  tags: ['!autodocs'],
  parameters: {
    ...screenParameters({ route: paths.profile.path }),
    session: { status: 'signedIn', user: passwordUser },
  },
} satisfies Meta<typeof Profile>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const handleBox = (canvas: ReturnType<typeof within>) => canvas.getByLabelText(/^Handle/);
const showBox = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('checkbox', { name: 'Show my certificates on a public profile page' });
const jobsBox = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('checkbox', { name: 'Tell me about jobs that match my skills' });
const savePublic = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: portfolioTexts.save }));

/**
 * A password account's profile: check the heading and title, the name and photo filled in, the
 * three password boxes and 'Delete account', and the public profile's defaults (no handle, the
 * address shown as /u/{handle}, the page off, job matches on).
 */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Profile | EduGate'));
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    // The fixture's picture is made from the initials: the box is empty, which keeps it.
    await expect(canvas.getByLabelText(/^Photo URL/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^Current password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText(/^New password/)).toBeVisible();
    await expect(canvas.getByLabelText(/^Confirm new password/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete account' })).toBeEnabled();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Public profile' }),
    ).toBeVisible();
    const handle = await canvas.findByLabelText(/^Handle/);
    await expect(handle).toHaveValue('');
    await expect(handle).toHaveAccessibleDescription("Your page's address: /u/{handle}");
    await expect(showBox(canvas)).not.toBeChecked();
    await expect(jobsBox(canvas)).toBeChecked();
    await expect(canvas.queryByRole('link', { name: portfolioTexts.viewPage })).toBeNull();
  },
};

/** Idle at 375 px: check every section fits the width. */
export const IdleSmall: Story = atSmall<Story>({
  play: async (context) => {
    await Idle.play?.(context);
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
});

/** The name emptied and a photo that is no URL: check registration's texts for both. */
export const InvalidDetails: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByLabelText(/^Name/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText('Please enter your name.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Ada');
    await userEvent.type(canvas.getByLabelText(/^Photo URL/), 'ada.png');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText(/Please enter a valid photo URL/)).toBeVisible();
  },
};

/** A new name saved: check the 'Profile updated' toast and the account menu's new name. */
export const DetailsSaved: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByLabelText(/^Name/));
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Augusta Ada King');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await findToast(accountTexts.profileSaved)).toBeVisible();
    await expect(
      body().getByRole('button', { name: 'Account menu for Augusta Ada King' }),
    ).toBeVisible();
  },
};

/** The provider refuses the change: check the failure text. */
export const DetailsFail: Story = {
  parameters: {
    session: { status: 'signedIn', user: passwordUser, fail: { updateProfile: 'failed' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText(accountTexts.profileFailed)).toBeVisible();
  },
};

async function fillPasswords(canvas: ReturnType<typeof within>, next = 'Engine#1843b') {
  await userEvent.type(canvas.getByLabelText(/^Current password/), 'Analytical#1843');
  await userEvent.type(canvas.getByLabelText(/^New password/), next);
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/), next);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
}

/** A new password without a number: check registration's rule text. */
export const WeakNewPassword: Story = {
  play: async ({ canvas }) => {
    await fillPasswords(canvas, 'Engine#abcd');
    await expect(
      await canvas.findByText('Password must contain at least one number.'),
    ).toBeVisible();
  },
};

/** The password changed: check the toast and that the boxes are empty again. */
export const PasswordChanged: Story = {
  play: async ({ canvas }) => {
    await fillPasswords(canvas);
    await expect(await findToast(accountTexts.passwordChanged)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Current password/)).toHaveValue(''));
  },
};

/** The current password is wrong (reauthentication fails): check the text says so. */
export const WrongCurrentPassword: Story = {
  parameters: {
    session: {
      status: 'signedIn',
      user: passwordUser,
      fail: { changePassword: 'invalidCredentials' },
    },
  },
  play: async ({ canvas }) => {
    await fillPasswords(canvas);
    await expect(await canvas.findByText(accountTexts.wrongCurrentPassword)).toBeVisible();
    await expect(canvas.queryByText(sessionTexts.loginFailed)).toBeNull();
  },
};

/** A Google-only account: check it is told how it signs in, with no password boxes. */
export const SocialOnly: Story = {
  parameters: {
    session: { status: 'signedIn', user: { ...fixtureUser, signInMethods: ['google.com'] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(accountTexts.socialOnly('Google'))).toBeVisible();
    await expect(canvas.queryByLabelText(/^Current password/)).toBeNull();
  },
};

/** SocialOnly at 375 px. */
export const SocialOnlySmall: Story = atSmall(SocialOnly);

/**
 * 'Delete account' pressed: check the confirmation says what happens to courses, enrolments,
 * reviews, jobs and applications, and Cancel leaves everything as it was.
 */
export const DeleteConfirmation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = await body().findByRole('alertdialog', {
      name: accountTexts.deleteConfirmTitle,
    });
    for (const line of accountTexts.deleteConsequences) {
      await expect(dialog).toHaveTextContent(line);
    }
    await expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeVisible();
  },
};

/** The confirmation at 375 px. */
export const DeleteConfirmationSmall: Story = atSmall(DeleteConfirmation);

/**
 * Deleted: the toast, the person signed out (a Login link, no account menu) and home, where the
 * app lands them, with its lists loaded, so the story's last picture shows the deletion worked.
 */
export const Deleted: Story = {
  parameters: {
    router: { route: paths.profile.path, routes: [{ path: paths.home.path, element: <Home /> }] },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await expect(await findToast(accountTexts.deleted)).toBeVisible();
    await waitFor(() =>
      expect(body().queryByRole('button', { name: /^Account menu for/ })).toBeNull(),
    );
    await expect(await canvas.findByRole('link', { name: 'Login' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Home | EduGate'));
    const latest = within(canvasElement).getByRole('region', { name: 'Latest Courses' });
    await expect(await within(latest).findAllByRole('article')).toHaveLength(6);
  },
};

/** The server could not delete: check the text says nothing was deleted, still signed in. */
export const DeleteFails: Story = {
  parameters: { msw: [failWith('delete', '/account', 500)] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await expect(await canvas.findByText(accountTexts.deleteFailed)).toBeVisible();
    await expect(
      body().getByRole('button', { name: 'Account menu for Ada Lovelace' }),
    ).toBeVisible();
  },
};

// The public profile (docs/product.md, A public portfolio).

/** The page shown at Ada's handle: the boxes as saved and a link to the page. */
export const PublicProfileShown: Story = {
  parameters: { mockDb: portfolioDb },
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue(PORTFOLIO_HANDLE)).toBe(handleBox(canvas));
    await expect(handleBox(canvas)).toHaveAccessibleDescription(
      `Your page's address: /u/${PORTFOLIO_HANDLE}`,
    );
    await expect(showBox(canvas)).toBeChecked();
    await expect(canvas.getByRole('link', { name: portfolioTexts.viewPage })).toHaveAttribute(
      'href',
      paths.portfolio.href(PORTFOLIO_HANDLE),
    );
  },
};

/** A handle in capitals with a space: the rule's text at the field, nothing sent. */
export const InvalidHandle: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Handle/), 'Ada Lovelace');
    await savePublic(canvas);
    await expect(
      await canvas.findByText(
        'Handle must use only lower-case letters a-z, digits 0-9 and hyphens (-).',
      ),
    ).toBeVisible();
    await expect(handleBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(handleBox(canvas)).toHaveFocus();
  },
};

/** The page turned on without a handle: the field says a handle is needed. */
export const ShowWithoutHandle: Story = {
  play: async ({ canvas }) => {
    await canvas.findByLabelText(/^Handle/);
    await userEvent.click(showBox(canvas));
    await savePublic(canvas);
    await expect(
      await canvas.findByText(
        'Handle is required to show your certificates on a public profile page.',
      ),
    ).toBeVisible();
  },
};

/** Grace holds 'ada-lovelace': the server's 'That handle is taken.' at the field. */
export const HandleTaken: Story = {
  parameters: {
    mockDb: () =>
      createMockDb({
        accountSettings: [
          {
            userEmail: otherUser.email,
            handle: PORTFOLIO_HANDLE,
            portfolioPublic: true,
            jobMatchNotifications: true,
            portfolioName: otherUser.displayName,
          },
        ],
      }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Handle/), PORTFOLIO_HANDLE);
    await savePublic(canvas);
    await expect(await canvas.findByText('That handle is taken.')).toBeVisible();
    await expect(handleBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('link', { name: portfolioTexts.viewPage })).toBeNull();
  },
};

/**
 * A handle chosen, the page turned on and job matches off: the 'Public profile saved' toast, and
 * the link to the new page.
 */
export const PublicProfileSaved: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Handle/), 'ada-lovelace-1815');
    await expect(handleBox(canvas)).toHaveAccessibleDescription(
      "Your page's address: /u/ada-lovelace-1815",
    );
    await userEvent.click(showBox(canvas));
    await userEvent.click(jobsBox(canvas));
    await savePublic(canvas);
    await expect(await findToast(portfolioTexts.saved)).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: portfolioTexts.viewPage }),
    ).toHaveAttribute('href', '/u/ada-lovelace-1815');
    await expect(showBox(canvas)).toBeChecked();
    await expect(jobsBox(canvas)).not.toBeChecked();
  },
};

/** The settings on their way: a placeholder where the form will be. */
export const PublicProfileLoading: Story = {
  parameters: { msw: [neverAnswers('get', '/account/settings')] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: portfolioTexts.loadingSettings }),
    ).toBeInTheDocument();
    await expect(canvas.queryByLabelText(/^Handle/)).toBeNull();
  },
};
