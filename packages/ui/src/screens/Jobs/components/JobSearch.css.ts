import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export {
  chipGroup as chips,
  chipGroupLegend as legend,
  searchField as search,
} from '../../../theme/utilities.css';

/** 'Sort jobs': as wide as its longest choice, never wider than the box. */
export const sort = style({ maxWidth: '20rem' });
