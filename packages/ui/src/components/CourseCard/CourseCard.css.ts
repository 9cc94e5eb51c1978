import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  backgroundColor: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const fallbackImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  padding: vars.space.xl,
});

export const badge = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  flexGrow: 1,
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const description = style({
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const fact = style({ display: 'flex', gap: vars.space.xs });

export const factLabel = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const factValue = style({ margin: 0 });

export const actions = style({
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});
