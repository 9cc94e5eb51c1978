import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const card = style({
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const organisation = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
});

/** Label above value on a phone, beside it from 640 px. */
export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [media.sm]: { gridTemplateColumns: '10rem 1fr', gap: vars.space.lg } },
});

export const term = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const value = style({ display: 'flex', flexDirection: 'column', minWidth: 0, margin: 0 });

export const line = style({ overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  overflowWrap: 'anywhere',
});

export const hint = style({ color: vars.color.textMuted });

globalStyle(`${hint} a`, { color: vars.color.primary, textDecoration: 'underline' });
