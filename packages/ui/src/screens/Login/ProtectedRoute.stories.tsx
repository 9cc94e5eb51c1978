import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { sessionTexts } from '../../session';
import { RequireAuth } from '../../session/components';
import { paths } from '../../paths';
import { screenParameters } from '../../testing';
import { expectBusy } from '../../testing/play';
import { Login } from './Login';

/** Stands in for any protected screen (course detail, Manage Courses...). */
function ProtectedPage() {
  return (
    <RequireAuth>
      <h1>Manage Courses (protected content)</h1>
    </RequireAuth>
  );
}

const meta = {
  title: 'Screens/ProtectedRoute',
  component: ProtectedPage,
  tags: ['!autodocs'],
  parameters: screenParameters({
    route: paths.manageCourses.path,
    path: paths.manageCourses.path,
    routes: [{ path: paths.login.path, element: <Login /> }],
  }),
} satisfies Meta<typeof ProtectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While the session is still being checked: check only 'Checking your session' shows, neither the
 * protected page nor the login form, and that it holds a window's height, so the footer waits
 * below the fold (a signed-in reload starts from this frame; the page then arrives without moving
 * anything in view).
 */
export const SessionLoading: Story = {
  parameters: { session: 'loading' },
  play: async ({ canvasElement }) => {
    await expectBusy('Checking your session');
    const footer = canvasElement.ownerDocument.querySelector('footer');
    await expect(footer).not.toBeNull();
    await expect(footer?.getBoundingClientRect().top).toBeGreaterThanOrEqual(window.innerHeight);
  },
};

/**
 * A signed-in visitor on a protected address: check the protected page shows, with no detour to
 * login.
 */
export const SignedIn: Story = {
  parameters: { session: 'signedIn' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Manage Courses (protected content)' }),
    ).toBeVisible();
  },
};

/**
 * A signed-out visitor on a protected address: check the login screen shows in its place and none
 * of the protected content.
 */
export const SignedOutGoesToLogin: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(canvas.queryByText('Manage Courses (protected content)')).toBeNull();
  },
};

/**
 * Sent to login, then logged in: check the visitor lands on the protected page they asked for, with
 * the logged-in toast.
 */
export const ReturnsAfterLogin: Story = {
  play: async ({ canvas, step }) => {
    await step('the signed-out visitor is sent to login', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    });
    await step('after login they land on the page they asked for', async () => {
      await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@example.com');
      await userEvent.type(canvas.getByLabelText(/^Password/), 'Analytical#1843');
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
      await expect(
        await canvas.findByRole('heading', { name: 'Manage Courses (protected content)' }),
      ).toBeVisible();
      await expect(await canvas.findByText(sessionTexts.loggedIn)).toBeVisible();
    });
  },
};
