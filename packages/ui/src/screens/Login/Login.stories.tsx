// Login's form and its failures; signing in successfully (and by keyboard alone) is in
// Login.success.stories.tsx (same title, so every story keeps its id).
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { sessionTexts } from '../../session';
import { paths } from '../../paths';
import { atSmall, screenMeta } from '../../testing';
import { expectBusy, mainOf } from '../../testing/play';
import { Login } from './Login';
import { fillIn } from './Login.play';

export default {
  title: 'Screens/Login',
  tags: ['!autodocs'],
  ...screenMeta(Login, { route: paths.login.path }),
};
type Story = StoryObj<typeof Login>;

/**
 * The login form as a visitor first sees it: check Email, Password, Login, both provider buttons
 * and the Register link, and that no error shows.
 */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Login | EduGate'));
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Github' })).toBeVisible();
    await expect(canvas.getByText(/Don't have an account\?/)).toBeVisible();
    // Opened by the visitor, not by a protected page: no reason to give.
    await expect(canvas.queryByText(sessionTexts.loginToSeePage)).toBeNull();
    await expect(mainOf(canvas).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

/**
 * Idle at 375 px: check the form and the provider buttons stack in one column that fits the width,
 * nothing cut off.
 */
export const IdleSmall: Story = atSmall(Idle);

/**
 * A typed password revealed with Show password: check it reads in clear text and the toggle now
 * offers Hide password.
 */
export const PasswordShown: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(password, 'Analytical#1843');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Analytical#1843');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
    password.blur();
  },
};

/**
 * Login pressed with both fields blank: check each field shows its own message beneath it and the
 * cursor is in Email.
 */
export const MissingFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Please enter your email address.')).toBeVisible();
    await expect(canvas.getByText('Please enter your password.')).toBeVisible();
    // The first invalid field takes focus; its message is read with it.
    await waitFor(() => expect(canvas.getByLabelText(/^Email/)).toHaveFocus());
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
  },
};

/**
 * While signing in: check the full-page 'Logging in...' spinner shows over the form and Login and
 * both provider buttons are disabled.
 */
export const Busy: Story = {
  parameters: { session: { status: 'signedOut', hang: ['signIn'] } },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expectBusy('Logging in...');
    const submit = canvas.getByRole('button', { name: 'Logging in...' });
    await expect(submit).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Continue with Github' })).toBeDisabled();
  },
};

/**
 * Credentials the provider rejects: check the product's login-failed text shows, the email stays filled in
 * and Login is usable again.
 */
export const WrongPassword: Story = {
  parameters: {
    session: { status: 'signedOut', fail: { signIn: 'invalidCredentials' } },
  },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText(sessionTexts.loginFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * Continue with Google fails: check the Google sign-in error text shows and the form is usable
 * again.
 */
export const GoogleFails: Story = {
  parameters: {
    session: { status: 'signedOut', fail: { signInWithGoogle: 'failed' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByText(sessionTexts.googleLoginFailed)).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * Continue with Github fails: check the Github sign-in error text shows and the form is usable
 * again.
 */
export const GithubFails: Story = {
  parameters: {
    session: { status: 'signedOut', fail: { signInWithGithub: 'failed' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Github' }));
    await expect(await canvas.findByText(sessionTexts.githubLoginFailed)).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * Github sign-in for an email already registered another way: check the account-exists text tells
 * the visitor what to do.
 */
export const GithubAccountExists: Story = {
  parameters: {
    session: { status: 'signedOut', fail: { signInWithGithub: 'accountExists' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Github' }));
    await expect(await canvas.findByText(sessionTexts.accountExists)).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The visitor closes the Google popup: check the form is back to idle with no error text, since
 * closing is not a failure.
 */
export const PopupClosedIsNotAnError: Story = {
  parameters: {
    session: { status: 'signedOut', fail: { signInWithGoogle: 'cancelled' } },
    // Back to idle, as it should be: Idle's picture, pixel for pixel, and Idle is that baseline.
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled(),
    );
    await expect(canvas.queryByText(sessionTexts.googleLoginFailed)).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * A Github failure, then a Google attempt still running: check the old error is gone while the
 * 'Logging in...' spinner shows.
 */
export const ErrorClearedOnNextAttempt: Story = {
  parameters: {
    session: {
      status: 'signedOut',
      fail: { signInWithGithub: 'failed' },
      hang: ['signInWithGoogle'],
    },
    // A flow, not a picture: it ends under the full-page 'Logging in...' spinner, pixel for
    // pixel Busy's baseline (the form, with or without the error, is hidden under it); its steps
    // are what it tests.
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvas, step }) => {
    await step('a failed attempt shows its text', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Continue with Github' }));
      await expect(await canvas.findByText(sessionTexts.githubLoginFailed)).toBeVisible();
    });
    await step('the next attempt starts with no error', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
      await expectBusy('Logging in...');
      await expect(canvas.queryByText(sessionTexts.githubLoginFailed)).toBeNull();
    });
  },
};

/**
 * 'Forgot password?' under the password box: check it links to the reset form.
 */
/** Ends with the keyboard on the link (its focus ring): its last frame is not Idle's. */
export const ForgotPasswordLink: Story = {
  play: async ({ canvas }) => {
    const link = mainOf(canvas).getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveAttribute('href', '/forgot-password');
    for (let presses = 0; presses < 12 && document.activeElement !== link; presses += 1) {
      await userEvent.tab();
    }
    await expect(link).toHaveFocus();
  },
};

/** Sent here by a course's page (a visitor's 'View Details'): the form says why it opened. */
export const SentByACourse: Story = {
  parameters: {
    router: {
      route: paths.login.path,
      path: paths.login.path,
      state: { from: { pathname: '/courses/course-01' }, guarded: true },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(sessionTexts.loginToSeeCourse)).toBeVisible();
  },
};

/** Sent here by the page server from another protected page: the general reason. */
export const SentByAPage: Story = {
  parameters: {
    router: {
      route: paths.login.path,
      path: `${paths.login.path}?redirectTo=${encodeURIComponent(paths.myEnrolledCourses.path)}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(sessionTexts.loginToSeePage)).toBeVisible();
    await expect(canvas.queryByText(sessionTexts.loginToSeeCourse)).toBeNull();
  },
};
