import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export {
  chipGroup as chips,
  chipGroupLegend as legend,
  searchField as search,
} from '../../theme/utilities.css';

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const lessonLink = style({ overflowWrap: 'anywhere' });
