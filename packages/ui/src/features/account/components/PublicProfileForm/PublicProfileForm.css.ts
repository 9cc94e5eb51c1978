import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';

export { checkboxLabel as checkbox } from '../../../../theme/utilities.css';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
