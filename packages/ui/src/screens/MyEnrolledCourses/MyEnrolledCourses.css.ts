import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const frame = style({
  width: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

/**
 * A table from sm up; below it each enrollment is a stacked block whose cells carry their
 * column's name (data-label), so a phone reads it top to bottom instead of scrolling sideways.
 */
export { headerCell, table } from '../../components/Table/Table.css';

export { visuallyHiddenBelowSm as head } from '../../theme/utilities.css';

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
  '@media': {
    'screen and (max-width: 639.98px)': {
      display: 'grid',
      gap: vars.space.sm,
      padding: vars.space.lg,
    },
  },
});

export const cell = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  verticalAlign: 'middle',
  // A course's unbroken title or description wraps in its cell instead of widening the table.
  overflowWrap: 'anywhere',
  '@media': {
    'screen and (max-width: 639.98px)': { display: 'block', padding: 0 },
  },
});

globalStyle(`${cell}[data-label]::before`, {
  '@media': {
    'screen and (max-width: 639.98px)': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: vars.font.size.xs,
      fontWeight: vars.font.weight.semibold,
      color: vars.color.textMuted,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
    },
  },
});

export const titleCell = style({
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
});

globalStyle(`${titleCell} a`, {
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

export const actionHeader = style({ '@media': { [media.sm]: { textAlign: 'right' } } });

export const descriptionCell = style({ color: vars.color.textMuted });

export const actionCell = style({
  whiteSpace: 'nowrap',
  '@media': { [media.sm]: { textAlign: 'right' } },
});

export const missing = style({ fontStyle: 'italic', color: vars.color.textMuted });

export const skeletonRow = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const progressCell = style({
  minWidth: '9rem',
  '@media': { [media.sm]: { width: '11rem' } },
});

/** Continue and Remove Enrollment side by side, wrapping on narrow rows. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.sm]: { justifyContent: 'flex-end' } },
});

/** 'Completed' under a finished course's full bar. */
export const completed = style({ marginTop: vars.space.sm });
