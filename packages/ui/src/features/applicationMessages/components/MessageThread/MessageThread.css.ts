import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { listColumn, shrinkColumn } from '../../../../theme/utilities.css';

export const root = shrinkColumn.lg;

export const list = listColumn.md;

const bubble = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '85%',
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
} as const;

/**
 * The reader's own messages stand to the right with a thick right edge, the other side's to the
 * left with a thick left edge: told apart by place and shape, and by the 'You' byline, not only
 * by colour.
 */
export const mine = style({
  ...bubble,
  alignSelf: 'flex-end',
  borderRightWidth: vars.space.xs,
  borderRightColor: vars.color.primary,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
});

export const theirs = style({
  ...bubble,
  alignSelf: 'flex-start',
  borderLeftWidth: vars.space.xs,
  borderLeftColor: vars.color.borderStrong,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const byline = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const writer = style({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const date = style({ fontSize: vars.font.size.sm });

/** Plain text as written: its line breaks kept, and a long unbroken word wrapped at any width. */
export const body = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const error = style({
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  margin: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
