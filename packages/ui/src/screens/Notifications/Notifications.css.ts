import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The count and 'Mark all as read'. */
export { toolbarRow as toolbar } from '../../theme/utilities.css';

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const kept = style({
  marginTop: vars.space.lg,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const placeholder = style({
  height: '72px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
