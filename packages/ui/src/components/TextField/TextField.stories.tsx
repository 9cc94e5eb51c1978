import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextAreaField, TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).toHaveBeenCalled();
    // The snapshot shows the filled field, as a person leaves it.
    input.blur();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Email/)).toBeRequired();
  },
};

export const WithHint: Story = {
  args: { label: 'Duration', name: 'duration', type: 'text', hint: 'e.g. 6 weeks, 10 hours' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Duration')).toHaveAccessibleDescription(
      'e.g. 6 weeks, 10 hours',
    );
  },
};

export const WithError: Story = {
  args: { defaultValue: 'ada@', error: 'Please enter a valid email address.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};

export const Multiline: Story = {
  render: () => (
    <TextAreaField
      label="Requirements (one per line)"
      name="requirements"
      hint="One requirement per line"
    />
  ),
  play: async ({ canvas }) => {
    const area = canvas.getByLabelText('Requirements (one per line)');
    await userEvent.type(area, 'React{Enter}TypeScript');
    await expect(area).toHaveValue('React\nTypeScript');
    area.blur();
  },
};
