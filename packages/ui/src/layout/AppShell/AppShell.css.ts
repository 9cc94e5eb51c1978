import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.background,
});

/**
 * At least a window high, so the footer starts below the fold on every page: a page whose content
 * arrives after its first frame (a signed-in reload: the session, then the screen's own data)
 * grows downwards without moving anything the reader can see.
 */
export const main = style({
  flexGrow: 1,
  minHeight: '100vh',
  outline: 'none',
});

/** Hidden until focused; then a full-width bar above the header, overlapping nothing. */
export const skipLink = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      clip: 'auto',
      display: 'block',
      padding: `${vars.space.sm} ${vars.space.lg}`,
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.font.weight.semibold,
    },
  },
});
