import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { bareList } from '../../../../theme/utilities.css';

export const list = style([
  bareList,
  { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, minWidth: 0 },
]);

const chipBase = {
  display: 'inline-block',
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
} as const;

export const chip = style(chipBase);

/** A chip that is a link: the whole chip is the target, underlined on hover like other links. */
export const link = style([
  chipBase,
  {
    textDecoration: 'none',
    selectors: {
      '&:hover': { textDecoration: 'underline', borderColor: vars.color.primary },
    },
  },
]);
