import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';

export const own = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
