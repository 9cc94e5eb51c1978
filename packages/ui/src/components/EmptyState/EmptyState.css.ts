import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.text,
});

export const icon = style({
  width: '56px',
  height: '56px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  color: vars.color.textMuted,
  maxWidth: '48ch',
});

export const errorIcon = style([
  icon,
  { backgroundColor: vars.color.dangerSubtle, color: vars.color.danger },
]);

export const errorMessage = style({
  color: vars.color.danger,
  fontWeight: vars.font.weight.semibold,
  maxWidth: '60ch',
});
