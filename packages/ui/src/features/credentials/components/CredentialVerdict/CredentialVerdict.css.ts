import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../../theme/contract.css';
import { media } from '../../../../theme/tokens';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { print: { display: 'none' } },
});

export const verdict = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    margin: 0,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      success: { backgroundColor: vars.color.successSubtle },
      danger: { backgroundColor: vars.color.dangerSubtle },
      // While the credential is checked: as tall as a verdict usually is at that width (three
      // lines on a phone, one from `sm` up), so the certificate below does not move.
      pending: {
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        minHeight: `calc(3lh + 2 * ${vars.space.md} + 2px)`,
        '@media': { [media.sm]: { minHeight: 0 } },
      },
    },
  },
});

export const icon = style({ flexShrink: 0 });

export const checks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const check = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
});

export const checkName = style({ fontWeight: vars.font.weight.semibold });

export const detail = style({ flexBasis: '100%', color: vars.color.textMuted });

export const resultIcon = recipe({
  base: { flexShrink: 0 },
  variants: {
    result: {
      passed: { color: vars.color.success },
      failed: { color: vars.color.danger },
      none: { color: vars.color.textMuted },
    },
  },
});
