import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  /*
   * Hierarchy: `primary` for the one main action of a view (hero, page CTA, submit); `outline` for
   * the repeated "see more" action of a card (Details, View Details, Explore Courses); `ghost` for
   * tertiary actions; `danger` for the confirming answer to a destructive question and
   * `danger-quiet` for the destructive action repeated in a list, whose dialog carries the weight.
   * `confirmed` is a finished state (Enrolled): full colour with a check, never greyed out.
   */
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover },
        },
      },
      secondary: {
        backgroundColor: vars.color.secondary,
        color: vars.color.onSecondary,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.secondaryHover },
        },
      },
      outline: {
        backgroundColor: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.primarySubtle },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.dangerHover },
        },
      },
      'danger-quiet': {
        backgroundColor: 'transparent',
        color: vars.color.danger,
        borderColor: vars.color.border,
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: vars.color.dangerSubtle,
            borderColor: vars.color.danger,
          },
        },
      },
      confirmed: {
        backgroundColor: vars.color.successSubtle,
        color: vars.color.onSuccessSubtle,
        borderColor: vars.color.success,
        selectors: {
          // Done, not unavailable: a confirmed button that cannot be pressed keeps its colour.
          '&:disabled, &[aria-disabled="true"]': { opacity: 1, cursor: 'default' },
        },
      },
    },
    size: {
      sm: {
        padding: `${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.font.size.sm,
        minHeight: '32px',
      },
      md: {
        padding: `${vars.space.sm} ${vars.space.lg}`,
        fontSize: vars.font.size.md,
        minHeight: '40px',
      },
      lg: {
        padding: `${vars.space.md} ${vars.space.xl}`,
        fontSize: vars.font.size.lg,
        minHeight: '48px',
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
