import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const question = style({
  cursor: 'pointer',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.lg,
});

export const answer = style({
  padding: `0 ${vars.space.xl} ${vars.space.xl}`,
  color: vars.color.text,
});
