import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Toast, useToast, type ToastOptions } from './Toast';

/** A button that raises a toast with `useToast()`, as screens do. */
function Raiser(options: ToastOptions) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>Raise toast</Button>;
}

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { title: 'Course added successfully!', tone: 'success' },
  // The global decorator provides <ToastProvider>, whose viewport shows toasts top right.
  render: (args) => <Raiser {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

const raise = async (canvasElement: HTMLElement) => {
  const button = canvasElement.querySelector('button')!;
  await userEvent.click(button);
};

export const Success: Story = {
  args: { duration: 60_000 },
  play: async ({ canvasElement }) => {
    await raise(canvasElement);
    const region = await screen.findByRole('region', { name: /Notifications/ });
    await expect(await screen.findByText('Course added successfully!')).toBeVisible();
    await expect(region).toBeInTheDocument();
  },
};

export const Failure: Story = {
  args: { title: 'Failed to add course.', tone: 'error', duration: 60_000 },
  play: async ({ canvasElement }) => {
    await raise(canvasElement);
    await expect(await screen.findByText('Failed to add course.')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Please login to enroll in this course',
    description: 'You will come back here after signing in.',
    tone: 'info',
    duration: 60_000,
  },
  play: async ({ canvasElement }) => {
    await raise(canvasElement);
    await expect(
      await screen.findByText('You will come back here after signing in.'),
    ).toBeVisible();
  },
};

/** Login successes: 1.5 s and no button (SPEC.md). */
export const ShortWithoutClose: Story = {
  args: { title: 'Logged in successfully', tone: 'success', duration: 1500, dismissible: false },
  play: async ({ canvasElement }) => {
    await raise(canvasElement);
    await expect(await screen.findByText('Logged in successfully')).toBeVisible();
    await expect(
      screen.queryByRole('button', { name: 'Dismiss notification' }),
    ).not.toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByText('Logged in successfully')).not.toBeInTheDocument(),
      {
        timeout: 4000,
      },
    );
  },
};

export const Dismiss: Story = {
  args: { duration: 60_000 },
  play: async ({ canvasElement }) => {
    await raise(canvasElement);
    await screen.findByText('Course added successfully!');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() =>
      expect(screen.queryByText('Course added successfully!')).not.toBeInTheDocument(),
    );
  },
};
