import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DEMO_ACCOUNTS } from '../emulatorAccounts';
import { EmulatorAccountChooser } from './EmulatorAccountChooser';

/** The emulator-only stand-in for Google's and GitHub's sign-in windows (npm start, tests). */
const meta = {
  title: 'App/Emulator Account Chooser',
  component: EmulatorAccountChooser,
  args: { provider: 'google', open: true, onChoose: fn(), onCancel: fn() },
  // An open modal would cover the docs page.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmulatorAccountChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Google: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Sign in with Google (Auth emulator)',
    });
    await expect(dialog).toHaveAccessibleDescription(
      "A local test stand-in for Google's sign-in window: EduGate is running against the Firebase Auth emulator, so no real Google account is used and nothing leaves this computer.",
    );
    // The seeded authors, under their seeded addresses (apps/api's SEED_INSTRUCTORS).
    const authors = screen.getByRole('list', { name: 'Seeded authors' });
    await expect(authors.querySelectorAll('li')).toHaveLength(DEMO_ACCOUNTS.length);
    for (const { name, email } of DEMO_ACCOUNTS) {
      const button = screen.getByRole('button', { name: new RegExp(name) });
      await expect(button).toBeVisible();
      await expect(button).toHaveTextContent(email);
    }
    await expect(screen.getByRole('button', { name: /Ada Lovelace/ })).toHaveTextContent(
      'ada.lovelace@edugate.example',
    );
    await expect(screen.getByRole('form', { name: 'Use another e-mail' })).toBeVisible();
    // Focus starts on the first account, so Enter picks it.
    await waitFor(() => expect(screen.getByRole('button', { name: /Ada Lovelace/ })).toHaveFocus());
  },
};

export const Github: Story = {
  args: { provider: 'github' },
  play: async () => {
    await expect(
      await screen.findByRole('dialog', { name: 'Sign in with GitHub (Auth emulator)' }),
    ).toBeVisible();
    await expect(screen.getByText(/no real GitHub account is used/)).toBeVisible();
  },
};

export const ChoosesADemoAccount: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    await expect(args.onChoose).toHaveBeenCalledOnce();
    await expect(args.onChoose).toHaveBeenCalledWith({
      name: 'Grace Hopper',
      email: 'grace.hopper@edugate.example',
    });
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab to the form, type, Enter submits; a required, typed e-mail is checked first. */
export const UsesAnotherEmail: Story = {
  play: async ({ args }) => {
    const email = await screen.findByLabelText(/Email/);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with this e-mail' }));
    await expect(args.onChoose).not.toHaveBeenCalled();
    await expect(email).toBeInvalid();
    await userEvent.type(screen.getByLabelText('Name'), '  Hedy Lamarr ');
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.keyboard('hedy@example.com{Enter}');
    await expect(args.onChoose).toHaveBeenCalledOnce();
    await expect(args.onChoose).toHaveBeenCalledWith({
      name: 'Hedy Lamarr',
      email: 'hedy@example.com',
    });
  },
};

/**
 * A seeded author's address typed without a name signs in with the seeded name; any other address
 * typed without a name gets none (never the address as a name).
 */
export const TypesAnAddressWithoutAName: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText(/Email/), 'alan.kay@edugate.example{Enter}');
    await expect(args.onChoose).toHaveBeenLastCalledWith({
      name: 'Alan Kay',
      email: 'alan.kay@edugate.example',
    });
    const email = screen.getByLabelText(/Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'someone@example.com{Enter}');
    await expect(args.onChoose).toHaveBeenLastCalledWith({
      name: '',
      email: 'someone@example.com',
    });
  },
  // Ends on the Google baseline's picture with an address typed in.
  parameters: { chromatic: { disableSnapshot: true } },
};

export const CancelsWithEscapeOrButton: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(2));
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
  // `open` is the caller's: the dialog stays on screen, so the end state is the Google baseline.
  parameters: { chromatic: { disableSnapshot: true } },
};
