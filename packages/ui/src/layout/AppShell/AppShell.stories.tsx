import { FIXTURE_NOW } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AppShell } from './AppShell';
import { atSmall } from '../../testing';

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  args: {
    year: FIXTURE_NOW.getUTCFullYear(),
    children: (
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
        <h1>Page content</h1>
        <p style={{ marginTop: 12 }}>
          Each screen renders here, between the navigation bar and the footer.
        </p>
      </div>
    ),
  },
  parameters: { layout: 'fullscreen', router: { path: '/' } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Page content');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      'Unlocking knowledge, empowering futures.',
    );
  },
};

/** The first Tab lands on the skip link, which then shows; the snapshot shows it. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
  },
};

export const SignedIn: Story = {
  parameters: { session: 'signedIn' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' }),
    ).toBeVisible();
  },
};

export const Small: Story = atSmall<Story>({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
  },
});
