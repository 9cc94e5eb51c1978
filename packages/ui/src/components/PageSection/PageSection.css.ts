import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/**
 * The content column every page shares: centred, padded from the screen edge, at one of three
 * widths (forms read best narrow, tables and grids wide).
 */
export const contentWidth = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.lg,
    '@media': { [media.md]: { paddingInline: vars.space.xl } },
  },
  variants: {
    width: {
      narrow: { maxWidth: '560px' },
      content: { maxWidth: '880px' },
      wide: { maxWidth: '1200px' },
    },
  },
  defaultVariants: { width: 'wide' },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBlock: vars.space.xxl,
  '@media': { [media.md]: { paddingBlock: vars.space.xxxl } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const headingGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const heading = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  // A title of one long word (a job's, as the API accepts it) wraps rather than widen the page.
  overflowWrap: 'anywhere',
  '@media': { [media.md]: { fontSize: vars.font.size.xxxl } },
});

export const description = style({
  color: vars.color.textMuted,
});
