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
