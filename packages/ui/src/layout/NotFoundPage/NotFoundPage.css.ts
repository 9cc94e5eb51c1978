import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  maxWidth: '640px',
  margin: '0 auto',
  padding: `${vars.space.huge} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.lg,
});

export const code = style({
  fontSize: '6rem',
  lineHeight: 1,
  fontWeight: vars.font.weight.bold,
  color: vars.color.primary,
});

export const title = style({
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
});

export const text = style({ color: vars.color.textMuted });
