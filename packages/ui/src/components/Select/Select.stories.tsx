import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const sortOptions = [
  { value: 'addedAt_desc', label: 'Newest First' },
  { value: 'enrollments_desc', label: 'Most Popular' },
  { value: 'rating_desc', label: 'Highest Rated' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Sort by', name: 'sort', options: sortOptions, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByLabelText('Sort by');
    await expect(select).toHaveDisplayValue('Newest First');
    await userEvent.selectOptions(select, 'Most Popular');
    await expect(select).toHaveValue('enrollments_desc');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    select.blur();
  },
};

export const WithPlaceholder: Story = {
  args: {
    label: 'Category',
    name: 'category',
    required: true,
    placeholder: 'Choose a category',
    options: [
      { value: 'web development', label: 'Web Development' },
      { value: 'data science', label: 'Data Science' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Category/)).toHaveDisplayValue('Choose a category');
  },
};

export const WithError: Story = {
  args: {
    label: 'Job Type',
    name: 'type',
    options: [{ value: '', label: 'Choose one' }],
    error: 'All fields are required.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Job Type')).toHaveAccessibleDescription(
      'All fields are required.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
