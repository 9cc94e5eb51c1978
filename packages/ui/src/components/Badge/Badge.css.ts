import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
      primary: { backgroundColor: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
      success: { backgroundColor: vars.color.successSubtle, color: vars.color.onSuccessSubtle },
      warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.onWarningSubtle },
      danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.dangerHover },
    },
  },
  defaultVariants: { tone: 'primary' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
