import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList } from '../../theme/utilities.css';

export const list = style([
  bareList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.xs} ${vars.space.lg}`,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
  },
]);

/** The longest location the API accepts wraps inside its line rather than widening the card. */
export const fact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
globalStyle(`${fact} > svg`, { color: vars.color.textMuted, flexShrink: 0 });
