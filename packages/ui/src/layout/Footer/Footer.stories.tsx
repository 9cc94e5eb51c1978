import { FIXTURE_NOW } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, within } from 'storybook/test';
import { Footer } from './Footer';
import { atSmall } from '../../testing';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  // A fixed year: the screenshot must not change on New Year's Day.
  args: { year: FIXTURE_NOW.getUTCFullYear() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Unlocking knowledge, empowering futures.')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    await expect(links).toEqual([
      ['Home', '/'],
      ['Courses', '/courses'],
      ['About Us', '/about'],
      ['Blog', '/blog'],
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
    ]);

    const social = canvas.getAllByRole('link', { name: /opens in a new tab/ });
    await expect(social).toHaveLength(3);
    // EduGate's own profiles (the default configuration), not the networks' home pages.
    await expect(social.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.facebook.com/edugate',
      'https://x.com/edugate',
      'https://www.linkedin.com/company/edugate',
    ]);
    for (const link of social) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.getAttribute('rel')).toContain('noopener');
      await expect(link.getAttribute('rel')).toContain('noreferrer');
    }

    await expect(canvas.getByText('© 2026 EduGate. All rights reserved.')).toBeVisible();
    const logo = canvasElement.querySelector('footer img')!;
    await expect(logo.getBoundingClientRect().width).toBe(70);
    const inner = canvasElement.querySelector('footer > div')!;
    await expect(getComputedStyle(inner).maxWidth).toBe('1200px');
  },
};

/**
 * Without a year, the footer reads the current one from the clock. The clock is stubbed to a
 * later year, so the story is deterministic and shows what Default (a given year) does not.
 */
export const CurrentYear: Story = {
  args: { year: undefined },
  beforeEach: () => {
    const spy = spyOn(Date.prototype, 'getFullYear').mockReturnValue(2031);
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2031 EduGate. All rights reserved.')).toBeVisible();
    await expect(Date.prototype.getFullYear).toHaveBeenCalled();
  },
};

export const Small: Story = atSmall<Story>({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unlocking knowledge, empowering futures.')).toBeVisible();
  },
});
