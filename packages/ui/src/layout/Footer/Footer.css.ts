import { style } from '@vanilla-extract/css';
import { bareList, iconTarget, listColumn } from '../../theme/utilities.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const footer = style({
  backgroundColor: vars.color.inverseSurface,
  color: vars.color.onInverse,
  marginTop: vars.space.xxxl,
});

export const inner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.md]: { gridTemplateColumns: '2fr 1fr 1fr' },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const brandName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.onInverse,
});

export const logo = style({ width: '70px', height: 'auto' });

export const tagline = style({ color: vars.color.onInverse });

export const heading = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  marginBottom: vars.space.sm,
  color: vars.color.onInverse,
});

export const list = listColumn.xs;

export const link = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} 0`,
  color: vars.color.inverseLink,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: { '&:hover': { color: vars.color.onInverse } },
});

export const socials = style([bareList, { display: 'flex', gap: vars.space.sm }]);

export const socialLink = style([
  iconTarget,
  {
    border: `1px solid ${vars.color.inverseLink}`,
    color: vars.color.inverseLink,
    selectors: { '&:hover': { backgroundColor: vars.color.primary, color: vars.color.onPrimary } },
  },
]);

export const bottom = style({
  borderTop: `1px solid ${vars.color.borderStrong}`,
});

export const copyright = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.lg}`,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  color: vars.color.onInverse,
});
