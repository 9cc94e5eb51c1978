// Forgot password: the form, its validation, sending, the one answer and failure.
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { accountTexts, sessionTexts } from '../../session';
import { paths } from '../../paths';
import { atSmall, screenMeta } from '../../testing';
import { mainOf } from '../../testing/play';
import { ForgotPassword } from './ForgotPassword';

export default {
  title: 'Screens/ForgotPassword',
  tags: ['!autodocs'],
  ...screenMeta(ForgotPassword, { route: paths.forgotPassword.path }),
};
type Story = StoryObj<typeof ForgotPassword>;

/** The form as a visitor first sees it: check the heading, title, Email, the button and the way back. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Reset your password | EduGate'));
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    await expect(mainOf(canvas).getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** Idle at 375 px: check the form fits the width. */
export const IdleSmall: Story = atSmall(Idle);

/** Send pressed with a malformed address: check the e-mail rule's text and that nothing was sent. */
export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText(sessionTexts.invalidEmail)).toBeVisible();
    await expect(canvas.queryByText(accountTexts.resetSent)).toBeNull();
  },
};

/** While the request runs: check the button reads 'Sending...' and is disabled. */
export const Sending: Story = {
  parameters: { session: { status: 'signedOut', hang: ['sendPasswordReset'] } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

/**
 * Sent: check the one answer given whether or not the address has an account, and the form is gone.
 */
export const Sent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText(accountTexts.resetSent)).toBeVisible();
    await expect(canvas.queryByLabelText(/^Email/)).toBeNull();
  },
};

/** Sent at 375 px. */
export const SentSmall: Story = atSmall(Sent);

/** The request failed (offline): check the failure text shows and the form is usable again. */
export const Failed: Story = {
  parameters: { session: { status: 'signedOut', fail: { sendPasswordReset: 'failed' } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText(accountTexts.resetFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
