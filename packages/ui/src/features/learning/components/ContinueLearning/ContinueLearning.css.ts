import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { media } from '../../../../theme/tokens';
import { cardGrid } from '../../../../theme/utilities.css';

export const grid = style([
  cardGrid,
  {
    '@media': {
      [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const head = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  minWidth: 0,
});

export const image = style({
  width: '64px',
  height: '48px',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const action = style({ marginTop: 'auto' });
