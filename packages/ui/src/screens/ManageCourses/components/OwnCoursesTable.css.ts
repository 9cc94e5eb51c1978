import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/tokens';
import { stackedRow } from '../../../components/Table/Table.css';

/*
 * Mobile first: below sm each course is a stacked card (label beside value, buttons full width);
 * from sm it is a table. The elements stay a <table>, so the semantics do not change with width.
 */
export const frame = style({
  width: '100%',
  '@media': {
    [media.sm]: {
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surface,
      overflowX: 'auto',
    },
  },
});

/** The Table component's table and header cells; the rows and cells stack below sm. */
export { headerCell, table } from '../../../components/Table/Table.css';

export const caption = style({
  textAlign: 'left',
  padding: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
  '@media': { [media.sm]: { padding: `${vars.space.md} ${vars.space.lg}` } },
});

// Below sm each value carries its own label, so the header row is for screen readers only.
export { visuallyHiddenBelowSm as head } from '../../../theme/utilities.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [media.sm]: { display: 'table-row-group' } },
});

export const row = style({
  ...stackedRow,
  '@media': {
    [media.sm]: { display: 'table-row', padding: 0, border: 'none', borderRadius: 0 },
  },
});

export const cell = style({
  display: 'grid',
  gridTemplateColumns: '7rem minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'baseline',
  // An unbroken title or duration wraps in its cell: the table stays as wide as its frame.
  overflowWrap: 'anywhere',
  '::before': {
    content: 'attr(data-label)',
    color: vars.color.textMuted,
    fontWeight: vars.font.weight.medium,
  },
  '@media': {
    [media.sm]: {
      display: 'table-cell',
      padding: `${vars.space.md} ${vars.space.lg}`,
      borderBottom: `1px solid ${vars.color.border}`,
      verticalAlign: 'middle',
    },
  },
});

globalStyle(`${cell}::before`, {
  '@media': { [media.sm]: { content: 'none' } },
});

globalStyle(`${row}:last-child > ${cell}`, {
  '@media': { [media.sm]: { borderBottom: 'none' } },
});

export const titleCell = style([
  cell,
  {
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.md,
    textAlign: 'left',
    '::before': { content: 'none' },
    display: 'block',
  },
]);

export const actionsCell = style([
  cell,
  { display: 'block', '::before': { content: 'none' }, paddingTop: vars.space.sm },
]);

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  '@media': { [media.sm]: { display: 'flex', justifyContent: 'flex-end' } },
});

/** The title is the link to the course's page (docs/product.md, Courses). */
export const titleLink = style({
  color: vars.color.primary,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/**
 * '{n} unanswered' stays on one line, as its placeholder does, so the row keeps its height when
 * the counts arrive.
 */
export const countCell = style([cell, { whiteSpace: 'nowrap' }]);

/** The badge is the link's face: no underline under it; the focus ring follows its round ends. */
export const countLink = style({
  display: 'inline-flex',
  borderRadius: vars.radius.full,
  textDecoration: 'none',
});
