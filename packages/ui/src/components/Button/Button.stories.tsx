import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Explore Courses', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'danger-quiet', 'confirmed'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Explore Courses' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: Tab reaches it, Enter and Space press it.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
    // Leave it as a person would after pressing it: no focus ring in the snapshot.
    button.blur();
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };

/** A destructive action repeated in every row of a table: quiet, the confirmation carries the weight. */
export const DangerQuiet: Story = {
  args: { variant: 'danger-quiet', size: 'sm', children: 'Remove Enrollment' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Remove Enrollment' });
    await expect(button).toBeEnabled();
    // No filled red block: the background stays transparent.
    await expect(getComputedStyle(button).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

/**
 * A finished action, e.g. the catalogue's 'Enrolled': full colour with a check, so it reads as done
 * even though it cannot be pressed again (compare Disabled).
 */
export const Confirmed: Story = {
  args: { variant: 'confirmed', disabled: true, children: 'Enrolled' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Enrolled' });
    await expect(button).toBeDisabled();
    await expect(getComputedStyle(button).opacity).toBe('1');
    const check = button.querySelector('svg')!;
    await expect(check).toHaveAttribute('aria-hidden', 'true');
  },
};

/** One kind of action, one look: the page's main action is primary, a card's "see more" is outline. */
export const Hierarchy: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button>Start Learning Today</Button>
      <Button variant="outline">Details</Button>
      <Button variant="ghost">Cancel</Button>
      <Button variant="danger-quiet">Delete</Button>
      <Button variant="confirmed" disabled>
        Enrolled
      </Button>
      <Button disabled>Enrollment Limit Reached</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const confirmed = canvas.getByRole('button', { name: 'Enrolled' });
    const disabled = canvas.getByRole('button', { name: 'Enrollment Limit Reached' });
    // Both cannot be pressed, but only the unavailable one is faded.
    await expect(getComputedStyle(confirmed).opacity).toBe('1');
    await expect(getComputedStyle(disabled).opacity).toBe('0.6');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  parameters: { layout: 'padded' },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Enrollment Limit Reached' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Enrollment Limit Reached' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Logging in...' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Logging in...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * Links that look like buttons, in the two variants the app's links use: they navigate, so they
 * stay links. (Two, so the picture is not Primary's: the primary one alone looks exactly like it.)
 */
export const AsLink: Story = {
  render: () => (
    <>
      <ButtonLink to="/courses">Explore Courses</ButtonLink>{' '}
      <ButtonLink variant="outline" to="/register">
        Register
      </ButtonLink>
    </>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Explore Courses' });
    await expect(link).toHaveAttribute('href', '/courses');
    await expect(link).toHaveTextContent('Explore Courses');
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

/** Following the link navigates; its end state is a router stand-in, so it has no snapshot. */
export const AsLinkNavigates: Story = {
  render: () => <ButtonLink to="/courses">Explore Courses</ButtonLink>,
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Explore Courses' }));
    await expect(await canvas.findByText('Navigated to /courses')).toBeVisible();
  },
};
