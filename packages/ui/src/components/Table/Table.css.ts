import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const scroller = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const caption = style({
  textAlign: 'left',
  padding: vars.space.lg,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.lg,
});

export const headerCell = style({
  textAlign: 'left',
  padding: `${vars.space.md} ${vars.space.lg}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const wrappingHeaderCell = style([headerCell, { whiteSpace: 'normal' }]);

export const cell = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  // Text and a row's buttons share one centre line.
  verticalAlign: 'middle',
  selectors: {
    'tr:last-child > &': { borderBottom: 'none' },
  },
});

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});
