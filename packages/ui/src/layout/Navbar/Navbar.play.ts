// Play helpers and fixtures shared by the Navbar story files.
import { within } from 'storybook/test';

export const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
