import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const search = style({ maxWidth: '32rem' });

export { chipGroup as chips } from '../../theme/utilities.css';

export const legend = style({
  fontWeight: vars.font.weight.medium,
  marginBlockEnd: vars.space.xs,
  padding: 0,
  width: '100%',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const lessonLink = style({ overflowWrap: 'anywhere' });
