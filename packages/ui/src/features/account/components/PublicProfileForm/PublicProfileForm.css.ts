import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';

export const checkbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
