import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { breakpoints } from './tokens';

const hiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Present for screen readers, invisible on screen. */
export const visuallyHidden = style(hiddenRules);

/**
 * Invisible on phones only (below sm): the header row of a table that stacks its rows there, each
 * cell then carrying its column's name.
 */
export const visuallyHiddenBelowSm = style({
  '@media': { [`screen and (max-width: ${breakpoints.sm - 0.02}px)`]: hiddenRules },
});

/** A list without bullets or indent; the style composed with it lays the items out. */
export const bareList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A fieldset that groups fields without a frame of its own: its fields in a column. */
export const fieldsetColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

/** A bare list's items one under another, a gap from the space scale apart. */
export const listColumn = styleVariants(
  { xs: vars.space.xs, sm: vars.space.sm, md: vars.space.md, lg: vars.space.lg },
  (gap) => [bareList, { display: 'flex', flexDirection: 'column', gap }],
);

/**
 * Blocks one under another, a gap from the space scale apart, in a column that may shrink below
 * its content's width (a long word wraps instead of widening the page).
 */
export const shrinkColumn = styleVariants({ sm: vars.space.sm, lg: vars.space.lg }, (gap) => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
  minWidth: 0,
}));

/**
 * A line above a page's content: text at the start, its actions at the end, wrapping under each
 * other when the screen is narrow.
 */
export const toolbarRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

/** A list of cards: one column on phones; the style composed with it adds columns from a width. */
export const cardGrid = style([
  bareList,
  { display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'minmax(0, 1fr)' },
]);

/**
 * A fieldset of filter chips (the catalogue's categories, the job board's types): the chips in
 * wrapping rows, no frame. `hidden` wins over the flex display, for a panel that folds away.
 */
export const chipGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  // A fieldset is at least as wide as its widest content by default; the chips wrap instead.
  minInlineSize: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** The legend above a chipGroup ('Job type', 'Show only'): its own line, no fieldset padding. */
export const chipGroupLegend = style({
  fontWeight: vars.font.weight.medium,
  marginBlockEnd: vars.space.xs,
  padding: 0,
  width: '100%',
});

/** A search box above its filter chips: wide enough for a few words, never the whole page. */
export const searchField = style({ maxWidth: '32rem' });

/** A count on a corner of an icon (unread notifications): a red pill, placed by the style it is composed with. */
export const countBadge = style({
  position: 'absolute',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '20px',
  textAlign: 'center',
});

/**
 * A borderless round icon button in the muted text colour, shaded on hover (a dialog's or a
 * drawer's Close): its size and place come from the style composed with it.
 */
export const quietIconButton = style({
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
});

/** A round icon button or link with the 44 px touch target WCAG asks for. */
export const iconTarget = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
});

/** A page of one column at a readable width (a certificate, a portfolio), its parts apart. */
export const readingPage = style({
  width: '100%',
  maxWidth: '960px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

/** A checkbox's label: the box beside its first line, the whole label a target to click. */
export const checkboxLabel = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
});
