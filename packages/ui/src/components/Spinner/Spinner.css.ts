import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderRightColor: 'transparent',
    animation: `${spin} 800ms linear infinite`,
    '@media': {
      // Reduced motion: a slower pulse-free spin would still move, so stop it; the label remains.
      [media.reducedMotion]: { animation: 'none' },
    },
  },
  variants: {
    size: {
      sm: { width: '16px', height: '16px', borderWidth: '2px' },
      md: { width: '32px', height: '32px', borderWidth: '3px' },
      lg: { width: '56px', height: '56px', borderWidth: '5px' },
    },
    tone: {
      primary: { borderColor: vars.color.primary, borderRightColor: 'transparent' },
      current: { borderColor: 'currentColor', borderRightColor: 'transparent' },
    },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
});

export const wrapper = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const centered = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxl,
});

export const fullPage = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.background,
  zIndex: vars.zIndex.overlay,
});

export const screen = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
});
