import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

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
