import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { withViewportFrame } from '../../testing/viewportFrame';
import { ToastProvider, useToast } from './Toast';
import type { ToastOptions } from './toastTypes';
import { Toast, ToastStack } from './ToastRegion';

/** A button that raises a toast with `useToast()`, as screens do. */
function Raiser(options: ToastOptions) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>Raise toast</Button>;
}

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { title: 'Course added successfully!', tone: 'success' },
  // The global decorator provides <ToastProvider>, whose viewport shows toasts top right; the
  // frame makes the captured root viewport-sized so the toast is in the snapshot.
  render: (args) => <Raiser {...args} />,
  decorators: [withViewportFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Raises the toast as a person would, then leaves the button without a focus ring. */
const raise = async (canvasElement: HTMLElement) => {
  const button = canvasElement.querySelector('button')!;
  await userEvent.click(button);
  button.blur();
};

const toastWith = async (title: string) =>
  (await screen.findByText(title)).closest<HTMLElement>('[data-tone]')!;

/**
 * Radix announces a toast once through a visually hidden live region, removed a second later:
 * recorded from before the toast is raised (a MutationObserver), so a slow machine that reaches
 * the check after that second still sees what was announced, and how politely.
 */
function recordAnnouncements() {
  const announced = new Map<string, string | null>();
  const observer = new MutationObserver(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[aria-live]')) {
      const text = element.textContent ?? '';
      if (text.trim()) announced.set(text, element.getAttribute('aria-live'));
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return (title: string) =>
    waitFor(() => {
      const found = [...announced].find(([text]) => text.includes(title));
      if (!found) throw new Error(`No live region announced "${title}"`);
      observer.disconnect();
      return found[1];
    });
}

export const Success: Story = {
  args: { duration: 60_000 },
  play: async ({ canvasElement }) => {
    const politenessOf = recordAnnouncements();
    await raise(canvasElement);
    const region = await screen.findByRole('region', { name: /Notifications/ });
    const toast = await toastWith('Course added successfully!');
    await expect(toast).toBeVisible();
    await expect(region).toContainElement(toast);
    // A check icon, and a polite announcement: good news does not interrupt.
    await expect(toast.querySelector('svg.lucide-circle-check')).not.toBeNull();
    await expect(await politenessOf('Course added successfully!')).toBe('polite');
  },
};

export const Failure: Story = {
  args: { title: 'Failed to add course.', tone: 'error', duration: 60_000 },
  play: async ({ canvasElement }) => {
    const politenessOf = recordAnnouncements();
    await raise(canvasElement);
    const toast = await toastWith('Failed to add course.');
    await expect(toast).toBeVisible();
    // An alert icon, and an assertive announcement: a failure is said at once.
    await expect(toast.querySelector('svg.lucide-circle-alert')).not.toBeNull();
    await expect(await politenessOf('Failed to add course.')).toBe('assertive');
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
    const toast = await toastWith('Please login to enroll in this course');
    await expect(toast.querySelector('svg.lucide-info')).not.toBeNull();
  },
};

/** A toast about something with a page of its own links to it ('View certificate'). */
export const WithLink: Story = {
  args: {
    title: 'Course completed!',
    action: { label: 'View certificate', href: '/certificates/certificate-1' },
    duration: 60_000,
  },
  play: async ({ canvasElement }) => {
    await raise(canvasElement);
    const toast = await toastWith('Course completed!');
    const link = within(toast).getByRole('link', { name: 'View certificate' });
    await expect(link).toHaveAttribute('href', '/certificates/certificate-1');
    await expect(link).toBeVisible();
  },
};

/** The three tones side by side: told apart by icon shape, not only by colour. */
export const Tones: Story = {
  render: () => (
    <ToastStack>
      <Toast open title="Course added successfully!" tone="success" duration={Infinity} />
      <Toast open title="Failed to add course." tone="error" duration={Infinity} />
      <Toast open title="Please login to enroll in this course" tone="info" duration={Infinity} />
    </ToastStack>
  ),
  play: async () => {
    const icons = await waitFor(() => {
      const toasts = Array.from(document.querySelectorAll('[data-tone]'));
      if (toasts.length !== 3) throw new Error('Three toasts expected');
      return toasts.map((toast) => toast.querySelector('svg')?.getAttribute('class') ?? '');
    });
    // Three different icons.
    await expect(new Set(icons).size).toBe(3);
  },
};

/** Login successes: 1.5 s and no button (docs/product.md). Ends with the toast gone: no snapshot. */
export const ShortWithoutClose: Story = {
  args: { title: 'Logged in successfully', tone: 'success', duration: 1500, dismissible: false },
  parameters: { chromatic: { disableSnapshot: true } },
  // A provider of its own: the stories' one holds every toast (see .storybook/decorators.tsx).
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
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

/** The close button removes the toast. Ends with the toast gone: no snapshot. */
export const Dismiss: Story = {
  args: { duration: 60_000 },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await raise(canvasElement);
    await screen.findByText('Course added successfully!');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() =>
      expect(screen.queryByText('Course added successfully!')).not.toBeInTheDocument(),
    );
  },
};
