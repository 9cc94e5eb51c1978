import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

/**
 * Below sm a table's rows stack as cards, each value beside its column's name (the cell's
 * `data-label`), so a table of several columns reads at 375 px without scrolling sideways. The
 * elements stay a <table>, so the semantics do not change with the width; from sm nothing here
 * applies.
 */
const small = `screen and (max-width: ${breakpoints.sm - 0.02}px)`;

export const scroller = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': { [small]: { border: 'none', backgroundColor: 'transparent', overflowX: 'visible' } },
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
  '@media': { [small]: { display: 'block', padding: `0 0 ${vars.space.md}` } },
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
  // A long unbroken value (a title as the API accepts it) wraps: the table keeps its frame's width.
  overflowWrap: 'anywhere',
  selectors: {
    'tr:last-child > &': { borderBottom: 'none' },
  },
  '@media': {
    [small]: {
      display: 'grid',
      gridTemplateColumns: '7rem minmax(0, 1fr)',
      gap: vars.space.sm,
      alignItems: 'baseline',
      // A badge or a button keeps its own width.
      justifyItems: 'start',
      padding: 0,
      borderBottom: 'none',
      overflowWrap: 'anywhere',
    },
  },
});

globalStyle(`${cell}::before`, {
  '@media': {
    [small]: {
      content: 'attr(data-label)',
      color: vars.color.textMuted,
      fontWeight: vars.font.weight.medium,
    },
  },
});

/** A cell without a column name (a row's buttons) spans the card's width. */
globalStyle(`${cell}:not([data-label])`, {
  '@media': { [small]: { display: 'block' } },
});

export const body = style({
  '@media': { [small]: { display: 'flex', flexDirection: 'column', gap: vars.space.md } },
});

/** A row as a card of its own, label beside value: every table's row below sm. */
export const stackedRow = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
} as const;

export const row = style({ '@media': { [small]: stackedRow } });

/** The table, caption and header row, as blocks below sm (the header row for screen readers). */
export const stackedTable = style({ '@media': { [small]: { display: 'block' } } });

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/** A link in a cell is the theme's link, not the browser's default blue (unreadable when dark). */
globalStyle(`${cell} a`, {
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});
