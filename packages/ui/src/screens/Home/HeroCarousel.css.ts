import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  position: 'relative',
  // docs/product.md: min(70vw, 500px), never below 300px.
  height: 'min(70vw, 500px)',
  minHeight: '300px',
  overflow: 'hidden',
  backgroundColor: vars.color.inverseSurface,
});

/** The controls bar (44px buttons) and the space around it. */
const controlsHeight = '72px';

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

/**
 * The slide's text column: the page's content column (1200px, 16px gutters, like every home
 * section), so the panel's edge lines up with the cards below. Room at the bottom for the
 * controls bar.
 */
export const content = style({
  position: 'relative',
  height: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${controlsHeight}`,
  display: 'flex',
  alignItems: 'center',
});

/** Full width on phones; from sm the left part only, so the art on the right stays in view. */
export const panel = style({
  width: '100%',
  maxWidth: '560px',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.heroScrim,
  color: vars.color.onHero,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  '@media': {
    [media.sm]: { maxWidth: 'min(560px, 55%)' },
    [media.md]: { padding: vars.space.xl },
  },
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.onHero,
  '@media': {
    [media.sm]: { fontSize: vars.font.size.xxl },
    [media.lg]: { fontSize: vars.font.size.display },
  },
});

export const subtitle = style({
  fontSize: vars.font.size.sm,
  color: vars.color.onHero,
  '@media': {
    [media.sm]: { fontSize: vars.font.size.md },
    [media.lg]: { fontSize: vars.font.size.lg },
  },
});

const roundControl = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: `2px solid ${vars.color.onHero}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.heroScrim,
  color: vars.color.onHero,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.inverseSurface } },
});

/** Previous and next sit in the controls bar with the dots: never over the text panel. */
export const arrow = roundControl;

/**
 * Pause, previous, dots, next: one bar along the bottom edge, below the panel at every width.
 */
export const bottomBar = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: vars.space.md,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
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
  // Round, so the focus ring (an outline follows the border radius) is round like the dot.
  borderRadius: vars.radius.full,
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

export const pause = roundControl;

/**
 * The page's blue focus ring disappears on the blue art (1.6:1). On the hero it is two-tone:
 * a dark ring against the control and a white one outside it, so one of them contrasts
 * (>= 3:1) with whatever is behind.
 */
globalStyle(`${root} :focus-visible`, {
  outline: `3px solid ${vars.color.onHero}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 2px ${vars.color.inverseSurface}`,
});
