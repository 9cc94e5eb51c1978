import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  position: 'relative',
  // SPEC.md: min(70vw, 500px), never below 300px.
  height: 'min(70vw, 500px)',
  minHeight: '300px',
  overflow: 'hidden',
  backgroundColor: vars.color.inverseSurface,
});

export const viewport = style({ overflow: 'hidden', height: '100%' });

export const container = style({
  display: 'flex',
  height: '100%',
  touchAction: 'pan-y pinch-zoom',
});

export const slide = style({
  position: 'relative',
  flex: '0 0 100%',
  minWidth: 0,
  height: '100%',
});

export const background = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const content = style({
  position: 'relative',
  height: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  // Room at the bottom for the dots and the pause button, at the sides for the arrows.
  padding: `${vars.space.lg} ${vars.space.xxxl} 56px`,
  display: 'flex',
  alignItems: 'center',
  '@media': {
    [media.md]: { padding: `${vars.space.xl} ${vars.space.huge} 64px` },
  },
});

export const panel = style({
  maxWidth: '560px',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.heroScrim,
  color: vars.color.onHero,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  '@media': { [media.md]: { padding: vars.space.xl } },
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.onHero,
  '@media': {
    [media.sm]: { fontSize: vars.font.size.xxl },
    [media.md]: { fontSize: vars.font.size.display },
  },
});

export const subtitle = style({
  fontSize: vars.font.size.sm,
  color: vars.color.onHero,
  '@media': {
    [media.sm]: { fontSize: vars.font.size.md },
    [media.md]: { fontSize: vars.font.size.lg },
  },
});

const roundControl = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: `2px solid ${vars.color.onHero}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.heroScrim,
  color: vars.color.onHero,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.inverseSurface } },
});

export const arrow = style([
  roundControl,
  {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
  },
]);

export const previous = style({ left: vars.space.sm });
export const next = style({ right: vars.space.sm });

export const bottomBar = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: vars.space.md,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.md,
});

export const dots = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const dot = style({
  width: '28px',
  height: '28px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: {
    '&::before': {
      content: '""',
      width: '12px',
      height: '12px',
      borderRadius: vars.radius.full,
      border: `2px solid ${vars.color.onHero}`,
      backgroundColor: vars.color.heroScrim,
    },
    '&[aria-current="true"]::before': { backgroundColor: vars.color.onHero, width: '24px' },
  },
});

export const pause = style([roundControl, { width: '36px', height: '36px' }]);
