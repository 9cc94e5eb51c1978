import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { quietIconButton } from '../../theme/utilities.css';
import { panel } from '../Dialog/Dialog.css';

/** The same dimmed page behind it as a dialog's. */
export { overlay } from '../Dialog/Dialog.css';

/** A panel along the start edge, as tall as the screen, scrolling on its own. */
export const content = style([
  panel,
  {
    position: 'fixed',
    insetBlock: 0,
    insetInlineStart: 0,
    width: 'min(360px, calc(100vw - 48px))',
    padding: vars.space.lg,
    backgroundColor: vars.color.background,
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const close = style([
  quietIconButton,
  {
    width: '44px',
    height: '44px',
    flexShrink: 0,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
]);
