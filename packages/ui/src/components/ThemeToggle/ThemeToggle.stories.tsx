import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { THEME_STORAGE_KEY } from '../../theme/themeStorage';
import { ThemeToggle, THEME_TOGGLE_LABEL } from './ThemeToggle';

const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageTheme = () => document.documentElement.dataset.theme;

/** Pressed exactly when the dark theme is on screen (the toolbar's theme decides here). */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const toggle = canvas.getByRole('button', { name: THEME_TOGGLE_LABEL });
    await expect(pageTheme()).toBe(globals.theme);
    await expect(toggle).toHaveAttribute('aria-pressed', String(globals.theme === 'dark'));
  },
};

/** With its name beside the icon, for menus. */
export const WithLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(THEME_TOGGLE_LABEL)).toBeVisible();
  },
};

/**
 * Pressing it switches the whole page (every token, portals included) to the other theme, and
 * pressing again switches back. Ends switched, on the other theme than the toolbar's, with the
 * pointer's click leaving no focus ring.
 */
export const SwitchesTheme: Story = {
  // Tells check:determinism that the page ends on the other theme on purpose.
  parameters: { endsOnOtherTheme: true },
  play: async ({ canvas, globals, step }) => {
    const start = globals.theme === 'dark' ? 'dark' : 'light';
    const other = start === 'dark' ? 'light' : 'dark';
    const toggle = canvas.getByRole('button', { name: THEME_TOGGLE_LABEL });
    const background = () => getComputedStyle(document.body).backgroundColor;
    const startBackground = background();
    await step('switch', async () => {
      await userEvent.click(toggle);
      await expect(pageTheme()).toBe(other);
      await expect(toggle).toHaveAttribute('aria-pressed', String(other === 'dark'));
      await expect(background()).not.toBe(startBackground);
    });
    await step('and back', async () => {
      await userEvent.click(toggle);
      await expect(pageTheme()).toBe(start);
      await expect(background()).toBe(startBackground);
    });
    // The picture: the page switched (the toolbar's theme would be Default's picture).
    await userEvent.click(toggle);
    await expect(pageTheme()).toBe(other);
    await expect(toggle).toHaveAttribute('aria-pressed', String(other === 'dark'));
    await expect(background()).not.toBe(startBackground);
    toggle.blur();
  },
};

/**
 * In the app the choice is the reader's: it follows the system until they press the toggle, and
 * is remembered on this device (localStorage) from then on. A behaviour, not a picture: no
 * snapshot, since the theme here is the test browser's, not the mode's.
 */
export const RemembersTheChoice: Story = {
  parameters: { readerTheme: true, chromatic: { disableSnapshot: true } },
  beforeEach: () => {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    window.localStorage.removeItem(THEME_STORAGE_KEY);
    return () => {
      if (saved === null) window.localStorage.removeItem(THEME_STORAGE_KEY);
      else window.localStorage.setItem(THEME_STORAGE_KEY, saved);
    };
  },
  play: async ({ canvas }) => {
    const system = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    const other = system === 'dark' ? 'light' : 'dark';
    await expect(pageTheme()).toBe(system);
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: THEME_TOGGLE_LABEL }));
    await expect(pageTheme()).toBe(other);
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe(other);
  },
};
