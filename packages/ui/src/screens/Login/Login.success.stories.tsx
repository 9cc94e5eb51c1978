// Signing in successfully, and by keyboard alone. Same title as Login.stories.tsx, so the stories
// keep their ids.
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { sessionTexts } from '../../session';
import { paths } from '../../paths';
import { screenMeta } from '../../testing';
import { mainOf } from '../../testing/play';
import { Login } from './Login';
import { fillIn, from } from './Login.play';

export default {
  title: 'Screens/Login',
  tags: ['!autodocs'],
  ...screenMeta(Login, { route: paths.login.path }),
};
type Story = StoryObj<typeof Login>;

/**
 * Login after being sent here from Manage Courses: check the logged-in toast (no close button) and
 * the return to /manage-courses; ends on the router's stand-in page, so no snapshot.
 */
export const SuccessReturnsToRememberedPage: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    router: {
      route: paths.login.path,
      path: paths.login.path,
      state: from(paths.manageCourses.path),
    },
  },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Navigated to /manage-courses')).toBeVisible();
    await expect(await canvas.findByText(sessionTexts.loggedIn)).toBeVisible();
    // The success toasts have no close button.
    await expect(canvas.queryByRole('button', { name: 'Dismiss notification' })).toBeNull();
  },
};

/**
 * Enter submits, and with no remembered page the visitor goes home: check the logged-in toast; ends
 * on the router's stand-in page, so no snapshot.
 */
export const SuccessDefaultsToHome: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
    await expect(await canvas.findByText(sessionTexts.loggedIn)).toBeVisible();
  },
};

/**
 * Google sign-in returns to the course the visitor came from: check the Google toast; ends on the
 * router's stand-in page, so no snapshot.
 */
export const GoogleSuccess: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    router: { route: paths.login.path, path: paths.login.path, state: from('/courses/course-01') },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByText(sessionTexts.loggedInWithGoogle)).toBeVisible();
    await expect(await canvas.findByText('Navigated to /courses/course-01')).toBeVisible();
  },
};

/**
 * Github sign-in goes home: check the Github toast; ends on the router's stand-in page, so no
 * snapshot.
 */
export const GithubSuccess: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Github' }));
    await expect(await canvas.findByText(sessionTexts.loggedInWithGithub)).toBeVisible();
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
  },
};

/**
 * A visitor already signed in never sees the form and goes straight on to the remembered page; ends
 * on the router's stand-in page, so no snapshot.
 */
export const SignedInVisitorGoesOn: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    session: 'signedIn',
    router: {
      route: paths.login.path,
      path: paths.login.path,
      state: from(paths.myEnrolledCourses.path),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Navigated to /my-enrolled-courses')).toBeVisible();
  },
};

/**
 * The whole form by keyboard: check the tab order (fields, show, login, providers, register) and
 * that Enter submits; ends signed in on the router's stand-in page, so no snapshot.
 */
export const KeyboardOnly: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, step }) => {
    const email = canvas.getByLabelText(/^Email/);
    await step(
      'tab order: email, password, show, forgot, login, google, github, register',
      async () => {
        email.focus();
        await userEvent.tab();
        await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
        await userEvent.tab();
        await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
        await userEvent.tab();
        await expect(mainOf(canvas).getByRole('link', { name: 'Forgot password?' })).toHaveFocus();
        await userEvent.tab();
        await expect(canvas.getByRole('button', { name: 'Login' })).toHaveFocus();
        await userEvent.tab();
        await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toHaveFocus();
        await userEvent.tab();
        await expect(canvas.getByRole('button', { name: 'Continue with Github' })).toHaveFocus();
        await userEvent.tab();
        await expect(mainOf(canvas).getByRole('link', { name: 'Register' })).toHaveFocus();
      },
    );
    await step('Enter in a field submits', async () => {
      email.focus();
      await userEvent.keyboard('ada@example.com');
      await userEvent.tab();
      await userEvent.keyboard('Analytical#1843{Enter}');
      await expect(await canvas.findByText(sessionTexts.loggedIn)).toBeVisible();
    });
  },
};
