import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const track = style({
  flex: 1,
  minWidth: '64px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  background: vars.color.success,
  borderRadius: vars.radius.full,
});

export const label = style({
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
