// The catalogue's search as the server ranks it (ADR 16): 'Best match' by
// default with a term, a misspelt word corrected, a two-letter word, and no results. Same title
// as Catalogue.stories.tsx.
import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paths } from '../../paths';
import { screenMeta } from '../../testing';
import { Catalogue } from './Catalogue';
import { cards } from './Catalogue.play';

export default {
  title: 'Screens/Catalogue',
  tags: ['!autodocs'],
  ...screenMeta(Catalogue, { route: paths.courses.path }),
};
type Story = StoryObj<typeof Catalogue>;

const titles = async (canvasElement: HTMLElement) =>
  (await cards(canvasElement)).map((card) => card.getAttribute('aria-label'));

/** A term orders by 'Best match' unless another order is chosen: title matches first. */
export const SearchBestMatch: Story = {
  parameters: { router: { path: '/courses?q=learning' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/^Showing \d+ of \d+ courses?$/);
    // The default has no value of its own (no `sort` in the URL): read the shown choice.
    const sort = canvas.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    await expect(sort.selectedOptions[0]).toHaveTextContent('Best match');
    await expect(canvas.getByRole('option', { name: 'Best match' })).toBeInTheDocument();
    const [first, second] = await titles(canvasElement);
    await expect(first).toMatch(/Learning/);
    await expect(second).toMatch(/Learning/);
  },
};

/** One typo in a word of five letters or more is forgiven. */
export const SearchCorrectedTerm: Story = {
  parameters: { router: { path: '/courses?q=javscript' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/^Showing 2 of 2 courses$/)).toBeVisible();
    // The title's match first, then the course teaching the skill 'JavaScript'.
    await expect(await titles(canvasElement)).toEqual([
      'TypeScript for JavaScript Developers',
      'Modern React from Scratch',
    ]);
  },
};

/** A two-letter word is a whole word of any course. */
export const SearchShortTerm: Story = {
  parameters: { router: { path: '/courses?q=AI' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/^Showing \d+ of \d+ courses?$/);
    await expect((await titles(canvasElement))[0]).toBe('AI Product Design');
  },
};

/** Nothing matches: the empty state, and no 'Best match' ranking to show. */
export const SearchNoResults: Story = {
  parameters: { router: { path: '/courses?q=zqxjkv' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No courses found')).toBeVisible();
  },
};
