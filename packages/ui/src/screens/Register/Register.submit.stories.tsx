// Registering: busy, success, and signing up with Google or GitHub. Same title as
// Register.stories.tsx, so the stories keep their ids.
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sessionTexts } from '../../session';
import { paths } from '../../paths';
import { screenMeta } from '../../testing';
import { expectBusy } from '../../testing/play';
import { Register } from './Register';
import { body, fillIn } from './Register.play';

export default {
  title: 'Screens/Register',
  tags: ['!autodocs'],
  ...screenMeta(Register, { route: paths.register.path }),
};
type Story = StoryObj<typeof Register>;

/**
 * While the account is created: check the full-page 'Creating your account...' spinner shows over
 * the form and Register reads 'Registering...', disabled.
 */
export const Busy: Story = {
  parameters: { session: { status: 'signedOut', hang: ['register'] } },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expectBusy('Creating your account...');
    await expect(canvas.getByRole('button', { name: 'Registering...' })).toBeDisabled();
  },
};

/**
 * Registering with a padded name: check the registered toast and the return to /jobs, the page that
 * sent the visitor; ends on the router's stand-in page, so no snapshot.
 */
export const Success: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    router: {
      route: paths.register.path,
      path: paths.register.path,
      state: { from: { pathname: '/jobs' } },
    },
  },
  play: async ({ canvas }) => {
    await fillIn(canvas, { name: '  Ada Lovelace  ' });
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText(sessionTexts.registered)).toBeVisible();
    await expect(await canvas.findByText('Navigated to /jobs')).toBeVisible();
  },
};

/**
 * Sign-up with Google goes home: check the Google toast; ends on the router's stand-in page, so no
 * snapshot.
 */
export const GoogleSignup: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByText(sessionTexts.signedUpWithGoogle)).toBeVisible();
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
  },
};

/**
 * Sign-up with Google fails: check the Registration Failed dialog gives the Google sign-up error
 * text.
 */
export const GoogleSignupFails: Story = {
  parameters: {
    session: { status: 'signedOut', fail: { signInWithGoogle: 'failed' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    const dialog = await body.findByRole('alertdialog', {
      name: sessionTexts.registrationFailedTitle,
    });
    await expect(within(dialog).getByText(sessionTexts.googleSignupFailed)).toBeVisible();
  },
};

/**
 * Sign-up with Github goes home: check the Github toast; ends on the router's stand-in page, so no
 * snapshot.
 */
export const GithubSignup: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Github' }));
    await expect(await canvas.findByText(sessionTexts.signedUpWithGithub)).toBeVisible();
  },
};

/**
 * Github sign-up for an email already registered another way: check the Registration Failed dialog
 * gives the account-exists text.
 */
export const GithubAccountExists: Story = {
  parameters: {
    session: { status: 'signedOut', fail: { signInWithGithub: 'accountExists' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Github' }));
    const dialog = await body.findByRole('alertdialog', {
      name: sessionTexts.registrationFailedTitle,
    });
    await expect(within(dialog).getByText(sessionTexts.accountExists)).toBeVisible();
  },
};
