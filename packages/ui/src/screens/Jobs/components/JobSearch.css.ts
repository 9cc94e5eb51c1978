import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export const search = style({ maxWidth: '32rem' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const legend = style({
  fontWeight: vars.font.weight.medium,
  marginBlockEnd: vars.space.xs,
  padding: 0,
  width: '100%',
});
