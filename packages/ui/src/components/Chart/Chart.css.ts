import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const intro = style({
  margin: 0,
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const svg = style({
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  fontFamily: vars.font.family.body,
});

export const bar = style({ fill: vars.color.primary });

export const track = style({ fill: vars.color.surfaceMuted });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisText = style({
  fill: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const labelText = style({
  fill: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const valueText = style({
  fill: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

/** A column's value: smaller than a bar's, so that three digits fit a column's width at 375 px. */
export const columnValue = style({
  fill: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});
