import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { quietIconButton } from '../../theme/utilities.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
});

/**
 * What a dialog and a drawer share: a raised panel above the overlay that scrolls on its own and
 * stacks its parts. Its texts may quote a job's: an unbroken one wraps inside the panel.
 */
export const panel = style({
  overflowY: 'auto',
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  overflowWrap: 'anywhere',
});

export const content = style([
  panel,
  {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'min(560px, calc(100vw - 32px))',
    maxHeight: 'calc(100vh - 32px)',
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
  },
]);

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  paddingRight: vars.space.xxl,
});

export const description = style({ color: vars.color.textMuted });

export const close = style([
  quietIconButton,
  { position: 'absolute', top: vars.space.md, right: vars.space.md, width: '40px', height: '40px' },
]);

/**
 * Small screens: one full-width button per row, the confirming (last) one on top where the thumb
 * is. From sm: a row at the end, in reading order.
 */
export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'stretch',
  gap: vars.space.sm,
  '@media': {
    [media.sm]: { flexDirection: 'row', justifyContent: 'flex-end', alignItems: 'center' },
  },
});
