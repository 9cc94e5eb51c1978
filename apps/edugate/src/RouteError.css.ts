import { vars } from '@edugate/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  minHeight: '60vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  color: vars.color.text,
});

export const text = style({
  margin: 0,
  maxWidth: '40rem',
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'center',
});
