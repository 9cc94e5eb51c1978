// Play helpers and fixtures shared by the Navbar story files.
import { expect, within } from 'storybook/test';
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

/** The account menu's links, top to bottom. */
export const accountMenuLinks = [
  'Profile',
  'My Certificates',
  'My Jobs',
  'My Applications',
  'Saved Jobs',
];

/**
 * The account menu's links are evenly spaced, as a person sees them: the space between each link's
 * box and the next one's is the same all the way down (whichever group each link is in).
 */
export async function expectEvenlySpaced(menu: HTMLElement) {
  const boxes = accountMenuLinks.map((name) =>
    within(menu).getByRole('link', { name }).getBoundingClientRect(),
  );
  const gaps = boxes.slice(1).map((box, index) => box.top - (boxes[index] as DOMRect).bottom);
  for (const gap of gaps) {
    await expect(gap).toBeGreaterThan(0);
    await expect(Math.abs(gap - (gaps[0] as number))).toBeLessThanOrEqual(0.5);
  }
}
