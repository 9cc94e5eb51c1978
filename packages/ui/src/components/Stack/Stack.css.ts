import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const gaps = {
  none: { gap: vars.space.none },
  xs: { gap: vars.space.xs },
  sm: { gap: vars.space.sm },
  md: { gap: vars.space.md },
  lg: { gap: vars.space.lg },
  xl: { gap: vars.space.xl },
  xxl: { gap: vars.space.xxl },
  xxxl: { gap: vars.space.xxxl },
} as const;

/** Children one under another with an even gap from the space scale. */
export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    gap: gaps,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
  },
  defaultVariants: { gap: 'lg', align: 'stretch' },
});

/** Children side by side, wrapping onto new lines on narrow screens. */
export const inline = recipe({
  base: { display: 'flex', flexDirection: 'row', minWidth: 0 },
  variants: {
    gap: gaps,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
      stretch: { alignItems: 'stretch' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: { true: { flexWrap: 'wrap' }, false: { flexWrap: 'nowrap' } },
  },
  defaultVariants: { gap: 'md', align: 'center', justify: 'start', wrap: true },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
