import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';

export const item = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const unread = style({
  borderColor: vars.color.primary,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
});

export const dot = style({
  flex: 'none',
  width: '10px',
  height: '10px',
  marginTop: '7px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});

export const dotRead = style({ background: 'transparent' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const link = style({
  color: 'inherit',
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
  selectors: { [`${unread} &`]: { fontWeight: vars.font.weight.bold } },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const meta = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  selectors: { [`${unread} &`]: { color: vars.color.onPrimarySubtle } },
});
