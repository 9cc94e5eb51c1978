import { style } from '@vanilla-extract/css';
import { listColumn } from '../../../../theme/utilities.css';
import { vars } from '../../../../theme/contract.css';

export const muted = style({ color: vars.color.textMuted });

export const learners = listColumn.sm;

export const learner = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});
