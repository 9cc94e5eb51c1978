import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Shared layout of the Foundations pages (not part of the kit). */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  padding: vars.space.xl,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const heading = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  marginBottom: vars.space.lg,
});

export const note = style({
  color: vars.color.textMuted,
  maxWidth: '70ch',
  marginBottom: vars.space.lg,
});

export const swatchGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(168px, 1fr))',
  gap: vars.space.lg,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const swatchCard = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
});

/**
 * A checkerboard under every swatch: a white swatch on a white card, or a translucent overlay,
 * is still visible, and the hairline keeps the swatch's edge where the colours are close.
 */
export const swatchChecker = style({
  height: '64px',
  backgroundColor: vars.color.surface,
  backgroundImage: `repeating-conic-gradient(${vars.color.border} 0 25%, transparent 0 50%)`,
  backgroundSize: '16px 16px',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const swatchFill = style({
  height: '100%',
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
});

export const swatchText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const muted = style({ color: vars.color.textMuted });

export const table = style({
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  verticalAlign: 'middle',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sample = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.semibold,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const shadowGrid = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxl,
  padding: vars.space.xl,
  margin: 0,
  listStyle: 'none',
  backgroundColor: vars.color.background,
  borderRadius: vars.radius.lg,
});

export const shadowCard = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '200px',
  minHeight: '112px',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.size.sm,
});

/** A non-text pair: the colour drawn as a 3px ring (like the focus ring) on its background. */
export const ringSample = style({
  display: 'inline-block',
  width: '72px',
  height: '28px',
  borderRadius: vars.radius.sm,
  outline: '3px solid',
  outlineOffset: '-6px',
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});
