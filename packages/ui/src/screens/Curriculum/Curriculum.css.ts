import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const summary = style({ color: vars.color.textMuted });

export const addSection = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
});

export const grow = style({ flex: '1 1 16rem', minWidth: 0 });
