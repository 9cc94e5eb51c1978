// Play helpers and fixtures shared by the Navbar story files.
import { within } from 'storybook/test';
import { Navbar } from './Navbar';

export const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

/**
 * The meta of every Navbar story file but for its `title`, which Storybook's indexer reads from
 * the file itself: the bar across the page, on Home.
 */
export const navbarMeta = {
  component: Navbar,
  parameters: { layout: 'fullscreen', router: { path: '/' } },
};

/** The main links a signed-in person has, in docs/product.md's order (in the bar, or the folded menu). */
export const signedInLinks = [
  'Home',
  'Jobs',
  'Courses',
  'My Enrolled Courses',
  'Manage Courses',
  'Add Course',
];
