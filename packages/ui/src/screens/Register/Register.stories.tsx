// Register's form, its rules and the provider's refusals; registering (busy, success, Google and
// GitHub) is in Register.submit.stories.tsx (same title, so every story keeps its id).
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionTexts } from '../../session';
import { paths } from '../../paths';
import { atSmall, screenMeta, type FakeFailure } from '../../testing';
import { mainOf } from '../../testing/play';
import { Register } from './Register';
import { body, fillIn, type Entry } from './Register.play';

export default {
  title: 'Screens/Register',
  tags: ['!autodocs'],
  ...screenMeta(Register, { route: paths.register.path }),
};
type Story = StoryObj<typeof Register>;

/** One story per registration rule of docs/product.md, Rules: the first failure shows beside its field. */
function ruleStory(entry: Entry, field: RegExp, message: string): Story {
  return {
    play: async ({ canvas, canvasElement }) => {
      await fillIn(canvas, entry);
      await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
      await expect(await canvas.findByText(message)).toBeVisible();
      await waitFor(() => expect(canvas.getByLabelText(field)).toHaveFocus());
      await expect(canvas.getByLabelText(field)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
      // Only the first failing rule is shown.
      await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
      canvas.getByLabelText(field).blur();
    },
  };
}

/**
 * The registration form as a visitor first sees it: check the five fields, Register, both provider
 * buttons and the Login link, and that no error shows.
 */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Register | EduGate'));
    for (const label of [/^Name/, /^Photo URL/, /^Email/, /^Password/, /^Confirm Password/]) {
      await expect(canvas.getByLabelText(label)).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Github' })).toBeVisible();
    await expect(mainOf(canvas).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/**
 * Idle at 375 px: check the five fields and the provider buttons stack in one column that fits the
 * width, nothing cut off.
 */
export const IdleSmall: Story = atSmall(Idle);

/**
 * Registering with no name: check only Name is marked, with 'Please enter your name.' beneath it
 * and the cursor in it.
 */
export const RuleNameRequired = ruleStory({ name: '' }, /^Name/, 'Please enter your name.');
/**
 * Registering with an email without a domain ending: check only Email is marked, with 'Please enter
 * a valid email address.' beneath it and the cursor in it.
 */
export const RuleEmailShape = ruleStory(
  { email: 'ada@example' },
  /^Email/,
  'Please enter a valid email address.',
);
/**
 * Registering with a four-character password: check only Password is marked, with 'Password must be
 * at least 8 characters long.' beneath it and the cursor in it.
 */
export const RulePasswordLength = ruleStory(
  { password: 'Ab#1' },
  /^Password/,
  'Password must be at least 8 characters long.',
);
/**
 * Registering with a password with no capital: check only Password is marked, with 'Password must
 * contain at least one uppercase letter.' beneath it and the cursor in it.
 */
export const RulePasswordUppercase = ruleStory(
  { password: 'analytical#1843' },
  /^Password/,
  'Password must contain at least one uppercase letter.',
);
/**
 * Registering with a password with no small letter: check only Password is marked, with 'Password
 * must contain at least one lowercase letter.' beneath it and the cursor in it.
 */
export const RulePasswordLowercase = ruleStory(
  { password: 'ANALYTICAL#1843' },
  /^Password/,
  'Password must contain at least one lowercase letter.',
);
/**
 * Registering with a password with no digit: check only Password is marked, with 'Password must
 * contain at least one number.' beneath it and the cursor in it.
 */
export const RulePasswordNumber = ruleStory(
  { password: 'Analytical#' },
  /^Password/,
  'Password must contain at least one number.',
);
/**
 * Registering with a password with no special character: check only Password is marked, with
 * 'Password must contain at least one special character.' beneath it and the cursor in it.
 */
export const RulePasswordSpecial = ruleStory(
  { password: 'Analytical1843' },
  /^Password/,
  'Password must contain at least one special character.',
);
/**
 * Registering with a password that contains the email: check only Password is marked, with
 * 'Password cannot contain your email address.' beneath it and the cursor in it.
 */
export const RulePasswordContainsEmail = ruleStory(
  { password: 'Xada@example.com1' },
  /^Password/,
  'Password cannot contain your email address.',
);
/**
 * Registering with a confirmation that differs: check only Confirm Password is marked, with
 * 'Password and Confirm Password do not match.' beneath it and the cursor in it.
 */
export const RuleConfirmMatches = ruleStory(
  { confirmPassword: 'Analytical#1844' },
  /^Confirm Password/,
  'Password and Confirm Password do not match.',
);

function providerErrorStory(failure: FakeFailure, message: string): Story {
  return {
    parameters: { session: { status: 'signedOut', fail: { register: failure } } },
    play: async ({ canvas }) => {
      await fillIn(canvas);
      await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
      const dialog = await body.findByRole('alertdialog', {
        name: sessionTexts.registrationFailedTitle,
      });
      await expect(within(dialog).getByText(message)).toBeVisible();
      await expect(canvas.getByText(message)).toBeVisible();
    },
  };
}

/**
 * The provider says the email is taken: check the Registration Failed dialog and the text under the
 * form both give the product's email-in-use message.
 */
export const EmailAlreadyInUse = providerErrorStory('emailInUse', sessionTexts.emailInUse);
/**
 * The provider rejects the email: check the Registration Failed dialog and the text under the form
 * both give the product's invalid-email message.
 */
export const EmailRejectedByProvider = providerErrorStory(
  'invalidEmail',
  sessionTexts.invalidEmail,
);
/**
 * Email sign-up is switched off at the provider: check the Registration Failed dialog and the text
 * under the form both give the product's message for it.
 */
export const PasswordAccountsDisabled = providerErrorStory(
  'operationNotAllowed',
  sessionTexts.operationNotAllowed,
);
/**
 * The provider finds the password weak: check the Registration Failed dialog and the text under the
 * form both give the product's weak-password message.
 */
export const WeakPassword = providerErrorStory('weakPassword', sessionTexts.weakPassword);
/**
 * Any other provider error: check the dialog and the text under the form show the provider's own
 * message as it came.
 */
export const OtherProviderError = providerErrorStory(
  { kind: 'failed', providerMessage: 'Firebase: (auth/network-request-failed).' },
  'Firebase: (auth/network-request-failed).',
);

/**
 * The error dialog by keyboard: check OK takes focus, Escape closes it, and the error text stays
 * under the form afterwards.
 */
export const ErrorDialogByKeyboard: Story = {
  parameters: { session: { status: 'signedOut', fail: { register: 'emailInUse' } } },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', {
      name: sessionTexts.registrationFailedTitle,
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    // The inline text stays after the dialog closes.
    await expect(canvas.getByText(sessionTexts.emailInUse)).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
