import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', required: true },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/);
    await userEvent.type(input, 'Secret#123');
    await expect(input).toHaveAttribute('type', 'password');

    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Secret#123');

    // Keyboard: the toggle is reachable and works with Enter.
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    // The snapshot shows the filled, hidden field, without a focus ring on the toggle.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Shown: Story = {
  args: { defaultShown: true, defaultValue: 'Secret#123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveTextContent('Hide');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'short', error: 'Password must be at least 8 characters long.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Password must be at least 8 characters long.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
