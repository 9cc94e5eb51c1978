import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});

export const label = style({
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const required = style({
  color: vars.color.danger,
  marginLeft: vars.space.xxs,
});

export const control = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const textarea = style([control, { minHeight: '112px', resize: 'vertical' }]);

export const hint = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
  fontWeight: vars.font.weight.medium,
});

/** An input with a button inside its right edge (password toggle). */
export const adornedWrapper = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const adornedControl = style({ paddingRight: '96px' });

export const adornment = style({
  position: 'absolute',
  right: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
});
