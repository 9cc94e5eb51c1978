import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList } from '../../theme/utilities.css';
import { control, hint } from '../TextField/TextField.css';

/** The input and its popup: the popup hangs under the input, over what follows. */
export const combobox = style({ position: 'relative', width: '100%' });

export const input = style([
  control,
  {
    selectors: {
      '&:read-only:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
    },
  },
]);

export const popup = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.dropdown,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const listbox = style([
  bareList,
  {
    // Four options' height, then the list scrolls.
    maxHeight: `calc(${vars.space.huge} * 4)`,
    overflowY: 'auto',
  },
]);

export const option = style({
  display: 'flex',
  alignItems: 'center',
  // A 44 px touch target (32 + 12) from the space scale.
  minHeight: `calc(${vars.space.xxl} + ${vars.space.md})`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&[data-new]': { fontWeight: vars.font.weight.semibold },
    '&[data-highlighted]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
    },
  },
});

export const loading = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/** The chosen skills: chips in wrapping rows, a long name wrapping inside its chip. */
export const chips = style([
  bareList,
  { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, minWidth: 0 },
]);

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  minWidth: 0,
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const chipName = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const remove = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxl,
  height: vars.space.xxl,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surface, color: vars.color.text },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** 'You can add up to 10 skills.': the hint's look, in the body colour so it is noticed. */
export const note = style([hint, { color: vars.color.text, fontWeight: vars.font.weight.medium }]);
