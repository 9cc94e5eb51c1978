import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export const search = style({ maxWidth: '32rem' });

export { chipGroup as chips } from '../../../theme/utilities.css';

export const legend = style({
  fontWeight: vars.font.weight.medium,
  marginBlockEnd: vars.space.xs,
  padding: 0,
  width: '100%',
});
