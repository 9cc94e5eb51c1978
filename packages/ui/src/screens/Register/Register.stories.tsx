import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_ERROR_CODES, sessionTexts } from '../../features/session';
import { routes } from '../../paths';
import { screenParameters } from '../../testing';
import { expectBusy, mainOf } from '../../testing/play';
import { Register } from './Register';

const meta = {
  title: 'Screens/Register',
  component: Register,
  tags: ['!autodocs'],
  parameters: screenParameters({ route: routes.register }),
} satisfies Meta<typeof Register>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
type Canvas = ReturnType<typeof within>;

interface Entry {
  name?: string;
  photoURL?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
}

const good: Required<Entry> = {
  name: 'Ada Lovelace',
  photoURL: '',
  email: 'ada@example.com',
  password: 'Analytical#1843',
  confirmPassword: 'Analytical#1843',
};

async function fillIn(canvas: Canvas, entry: Entry = {}) {
  const values = { ...good, ...entry };
  if (entry.password !== undefined && entry.confirmPassword === undefined) {
    values.confirmPassword = values.password;
  }
  const type = async (label: RegExp, value: string) => {
    if (value !== '') await userEvent.type(canvas.getByLabelText(label), value);
  };
  await type(/^Name/, values.name);
  await type(/^Photo URL/, values.photoURL);
  await type(/^Email/, values.email);
  await type(/^Password/, values.password);
  await type(/^Confirm Password/, values.confirmPassword);
}

/** One story per registration rule of SPEC.md section 5: the first failure shows beside its field. */
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

export const IdleSmall: Story = {
  ...Idle,
  globals: { viewport: { value: 'small', isRotated: false } },
};

export const RuleNameRequired = ruleStory({ name: '' }, /^Name/, 'Please enter your name.');
export const RuleEmailShape = ruleStory(
  { email: 'ada@example' },
  /^Email/,
  'Please enter a valid email address.',
);
export const RulePasswordLength = ruleStory(
  { password: 'Ab#1' },
  /^Password/,
  'Password must be at least 8 characters long.',
);
export const RulePasswordUppercase = ruleStory(
  { password: 'analytical#1843' },
  /^Password/,
  'Password must contain at least one uppercase letter.',
);
export const RulePasswordLowercase = ruleStory(
  { password: 'ANALYTICAL#1843' },
  /^Password/,
  'Password must contain at least one lowercase letter.',
);
export const RulePasswordNumber = ruleStory(
  { password: 'Analytical#' },
  /^Password/,
  'Password must contain at least one number.',
);
export const RulePasswordSpecial = ruleStory(
  { password: 'Analytical1843' },
  /^Password/,
  'Password must contain at least one special character.',
);
export const RulePasswordContainsEmail = ruleStory(
  { password: 'Xada@example.com1' },
  /^Password/,
  'Password cannot contain your email address.',
);
export const RuleConfirmMatches = ruleStory(
  { confirmPassword: 'Analytical#1844' },
  /^Confirm Password/,
  'Password and Confirm Password do not match.',
);

function providerErrorStory(code: string, message: string): Story {
  return {
    parameters: { session: { status: 'signedOut', fail: { register: code } } },
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

export const EmailAlreadyInUse = providerErrorStory(
  AUTH_ERROR_CODES.emailInUse,
  sessionTexts.emailInUse,
);
export const EmailRejectedByProvider = providerErrorStory(
  AUTH_ERROR_CODES.invalidEmail,
  sessionTexts.invalidEmail,
);
export const PasswordAccountsDisabled = providerErrorStory(
  AUTH_ERROR_CODES.operationNotAllowed,
  sessionTexts.operationNotAllowed,
);
export const WeakPassword = providerErrorStory(
  AUTH_ERROR_CODES.weakPassword,
  sessionTexts.weakPassword,
);
export const OtherProviderError = providerErrorStory(
  'auth/network-request-failed',
  'Firebase: (auth/network-request-failed).',
);

export const ErrorDialogByKeyboard: Story = {
  parameters: { session: { status: 'signedOut', fail: { register: AUTH_ERROR_CODES.emailInUse } } },
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

export const Busy: Story = {
  parameters: { session: { status: 'signedOut', hang: ['register'] } },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expectBusy('Creating your account...');
    await expect(canvas.getByRole('button', { name: 'Registering...' })).toBeDisabled();
  },
};

export const Success: Story = {
  parameters: {
    router: {
      route: routes.register,
      path: routes.register,
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

export const GoogleSignup: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByText(sessionTexts.signedUpWithGoogle)).toBeVisible();
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
  },
};

export const GoogleSignupFails: Story = {
  parameters: {
    session: { status: 'signedOut', fail: { signInWithGoogle: 'auth/internal-error' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    const dialog = await body.findByRole('alertdialog', {
      name: sessionTexts.registrationFailedTitle,
    });
    await expect(within(dialog).getByText(sessionTexts.googleSignupFailed)).toBeVisible();
  },
};

export const GithubSignup: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Github' }));
    await expect(await canvas.findByText(sessionTexts.signedUpWithGithub)).toBeVisible();
  },
};

export const GithubAccountExists: Story = {
  parameters: {
    session: { status: 'signedOut', fail: { signInWithGithub: AUTH_ERROR_CODES.accountExists } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Github' }));
    const dialog = await body.findByRole('alertdialog', {
      name: sessionTexts.registrationFailedTitle,
    });
    await expect(within(dialog).getByText(sessionTexts.accountExists)).toBeVisible();
  },
};
