import { FIXTURE_NOW } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

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

/** Without a year, the footer reads the current one. */
export const CurrentYear: Story = {
  args: { year: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(`© ${new Date().getFullYear()} EduGate. All rights reserved.`),
    ).toBeVisible();
  },
  // The current year changes each January: keep it out of visual snapshots.
  parameters: { chromatic: { disableSnapshot: true } },
};

export const Small: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unlocking knowledge, empowering futures.')).toBeVisible();
  },
};
