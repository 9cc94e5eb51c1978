import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const titleLink = style({
  color: vars.color.primary,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
