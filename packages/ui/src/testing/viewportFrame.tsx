import type { Decorator } from '@storybook/react-vite';
import { vars } from '../theme/contract.css';

/**
 * For stories whose point renders in a portal (dialogs, toasts): Chromatic crops a snapshot to
 * the story root, so the root is made as large as the viewport and the open dialog or toast is
 * inside it. The padding keeps a trigger and its focus ring off the edges. Use with
 * `layout: 'fullscreen'`.
 */
export const withViewportFrame: Decorator = (Story) => (
  <div data-testid="viewport-frame" style={{ minHeight: '100vh', padding: vars.space.xl }}>
    <Story />
  </div>
);

/**
 * The same without padding, for full-bleed stories (a navbar) whose open menu or tooltip hangs
 * below the component: the root reaches the bottom of the viewport so the popup is captured.
 */
export const withViewportHeight: Decorator = (Story) => (
  <div data-testid="viewport-frame" style={{ minHeight: '100vh' }}>
    <Story />
  </div>
);
