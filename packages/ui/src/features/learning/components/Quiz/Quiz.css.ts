import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { bareList } from '../../../../theme/utilities.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const question = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  margin: 0,
  minInlineSize: 0,
  background: vars.color.surface,
  selectors: { '&[data-missing="true"]': { borderColor: vars.color.danger } },
});

export const legend = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: 0,
  marginBottom: vars.space.md,
  float: 'left',
  width: '100%',
});

export const number = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
});

export const prompt = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const options = style([
  bareList,
  { clear: 'both', display: 'flex', flexDirection: 'column', gap: vars.space.sm },
]);

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  minHeight: '44px',
  overflowWrap: 'anywhere',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
    },
  },
});

export const radio = style({ marginTop: '0.2em', accentColor: vars.color.primary, flexShrink: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const error = style({ color: vars.color.danger, fontWeight: vars.font.weight.medium });

export const score = styleVariants({
  passed: { background: vars.color.successSubtle, color: vars.color.onSuccessSubtle },
  failed: { background: vars.color.warningSubtle, color: vars.color.onWarningSubtle },
});

export const scoreBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const scoreDetail = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
});

export const results = style([
  bareList,
  { display: 'flex', flexDirection: 'column', gap: vars.space.md },
]);

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const verdict = styleVariants({
  right: { color: vars.color.success },
  wrong: { color: vars.color.danger },
});

export const verdictLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weight.semibold,
});

export const muted = style({ color: vars.color.textMuted });
