import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { bareList } from '../../../../theme/utilities.css';

export { checkboxLabel as checkbox } from '../../../../theme/utilities.css';

export const hint = style({
  display: 'block',
  fontWeight: vars.font.weight.regular,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm });

export const questions = style([
  bareList,
  { display: 'flex', flexDirection: 'column', gap: vars.space.lg },
]);

export const question = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  minInlineSize: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({
  fontWeight: vars.font.weight.semibold,
  padding: `0 ${vars.space.xs}`,
});

export { fieldsetColumn as options } from '../../../../theme/utilities.css';

export const optionsLegend = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  padding: 0,
});

export const option = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const radio = style({
  width: '20px',
  height: '20px',
  marginBottom: vars.space.md,
  flexShrink: 0,
  accentColor: vars.color.success,
});

export const optionText = style({ flex: 1, minWidth: 0 });

export const questionActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 'none',
  borderBottom: '2px solid transparent',
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
  },
});

/** The article as learners see it, in a frame of the box's size so the dialog does not jump. */
export const previewPanel = style({
  minHeight: '14rem',
  maxHeight: '24rem',
  overflowY: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
