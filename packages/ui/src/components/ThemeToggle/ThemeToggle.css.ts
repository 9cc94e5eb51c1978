import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  // 40px: comfortably above the 24px minimum target, level with the navbar's small buttons.
  minWidth: '40px',
  height: '40px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  transition: 'background-color 150ms ease, border-color 150ms ease',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted, borderColor: vars.color.borderStrong },
  },
});
