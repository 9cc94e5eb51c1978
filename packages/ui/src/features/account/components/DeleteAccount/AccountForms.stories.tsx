// The profile's three parts on their own, so the dark-theme run (which leaves screens to
// the light run) checks their colours too: errors, the social-only note and the confirmation.
import { fixtureUser } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountTexts } from '../../../../session';
import { ChangePasswordForm } from '../ChangePasswordForm';
import { ProfileDetailsForm } from '../ProfileDetailsForm';
import { DeleteAccount } from './DeleteAccount';

function AccountForms({ signInMethods }: { signInMethods: string[] }) {
  const user = { ...fixtureUser, signInMethods };
  return (
    <div style={{ display: 'grid', gap: 32, maxWidth: 480 }}>
      <ProfileDetailsForm user={user} />
      <ChangePasswordForm user={user} />
      <DeleteAccount />
    </div>
  );
}

const meta = {
  title: 'Features/Account/Profile Forms',
  component: AccountForms,
  tags: ['!autodocs'],
  args: { signInMethods: ['password'] },
  parameters: { session: 'signedIn' },
} satisfies Meta<typeof AccountForms>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every rule failing at once: check the name's and the new password's texts show. */
export const Errors: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByLabelText(/^Name/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText('Please enter your name.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Please enter your current password.')).toBeVisible();
  },
};

/** A GitHub-only account: check the note says how it signs in. */
export const SocialOnly: Story = {
  args: { signInMethods: ['github.com'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(accountTexts.socialOnly('GitHub'))).toBeVisible();
  },
};

/** The confirmation open: check its title and the destructive answer. */
export const Confirmation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: accountTexts.deleteConfirmTitle,
    });
    await expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeVisible();
  },
};
