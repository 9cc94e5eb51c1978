import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { NotFound } from './NotFound';
import { atSmall, screenMeta } from '../../testing';

export default {
  title: 'Screens/NotFound',
  // One docs page would render every state at once against one mock API; screens are reviewed per story.
  tags: ['!autodocs'],
  ...screenMeta(NotFound, { route: '/no-such-page' }),
};
type Story = StoryObj<typeof NotFound>;

export const Large: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page Not Found | EduGate'));
    const home = canvas.getByRole('link', { name: 'Go to Homepage' });
    await expect(home).toHaveAttribute('href', '/');
  },
};

/** 'Go to Homepage' goes to /. Ends on the router's stand-in page: no snapshot. */
export const GoToHomepage: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Go to Homepage' }));
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
  },
};

export const Small: Story = atSmall<Story>({
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Homepage' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
});

export const SignedIn: Story = {
  parameters: { session: 'signedIn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' }),
    ).toBeVisible();
  },
};
