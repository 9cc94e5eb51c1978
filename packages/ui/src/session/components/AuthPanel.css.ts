import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  '@media': { [media.md]: { paddingBlock: vars.space.huge } },
});

export const panel = style({
  width: '100%',
  maxWidth: '440px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const heading = style({
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
});

export const alert = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontWeight: vars.font.weight.medium,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flexGrow: 1,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const switchLine = style({
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

/** Why the page asks to sign in: plain text under the heading, not an error. */
export const reason = style({
  marginBottom: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});
