import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    overflow: 'hidden',
    // A card holds people's texts (titles, names, e-mails): a word longer than the card breaks
    // rather than widening it past its column (or being cut by the overflow above).
    overflowWrap: 'anywhere',
    minWidth: 0,
  },
  variants: {
    elevation: {
      flat: { boxShadow: vars.shadow.none },
      raised: { boxShadow: vars.shadow.md },
    },
    padding: {
      none: { padding: 0 },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    interactive: {
      true: {
        transition: 'box-shadow 150ms ease, transform 150ms ease',
        selectors: {
          '&:hover, &:focus-within': { boxShadow: vars.shadow.lg },
        },
      },
      false: {},
    },
  },
  defaultVariants: { elevation: 'raised', padding: 'md', interactive: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
