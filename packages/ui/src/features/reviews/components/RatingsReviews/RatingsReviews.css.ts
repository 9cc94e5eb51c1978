import { style } from '@vanilla-extract/css';
import { listColumn } from '../../../../theme/utilities.css';
import { vars } from '../../../../theme/contract.css';

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  alignItems: 'flex-start',
});

export const average = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: '10rem',
});

export const averageNumber = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const muted = style({ color: vars.color.textMuted });

export const bars = style([listColumn.xs, { flex: '1 1 14rem', maxWidth: '28rem' }]);

export const bar = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr 2.5rem',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const track = style({
  height: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const fill = style({
  display: 'block',
  height: '100%',
  backgroundColor: vars.color.primary,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '40rem',
});

export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm });

export const list = listColumn.lg;

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const reviewHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const reviewer = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

/** Line breaks as written; long words wrap instead of widening the page. */
export const comment = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
