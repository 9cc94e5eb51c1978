import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { bareList, fieldsetColumn } from '../../../../theme/utilities.css';

/** 'Attach certificates': a fieldset whose legend reads as the other fields' labels do. */
export const certificates = style([fieldsetColumn]);

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.font.weight.medium,
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const list = style([
  bareList,
  { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
]);

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  // A long course title wraps inside the dialog, never widening it.
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

export const checkbox = style({
  width: '20px',
  height: '20px',
  marginTop: '2px',
  flexShrink: 0,
  accentColor: vars.color.primary,
});

export const skills = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger });
