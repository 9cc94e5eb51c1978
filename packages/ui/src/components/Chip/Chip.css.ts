import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: '36px',
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.borderStrong}`,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: {
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    selected: {
      true: {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.onPrimary,
      },
      false: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primarySubtle } },
      },
    },
  },
  defaultVariants: { selected: false },
});
