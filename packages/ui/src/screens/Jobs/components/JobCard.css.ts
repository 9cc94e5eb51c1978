import { globalStyle, style } from '@vanilla-extract/css';
import { cardGrid } from '../../../theme/utilities.css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/tokens';

export const grid = style([
  cardGrid,
  { '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
]);

export const item = style({ display: 'flex' });
globalStyle(`${item} > *`, { flexGrow: 1 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The title as a link to the job's page: the heading's colour, underlined on hover and focus. */
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
});

export const company = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
});

/**
 * The description's first three lines, its line breaks kept (the excerpt is already short, so the
 * page carries little of it); long words wrapped.
 */
export const description = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const footer = style({
  marginTop: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

/** The placeholder's Save job and Apply Now, together at the footer's end. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** Its right margin keeps Save job and Apply Now (or the mark) together at the footer's end. */
export const posted = style({
  margin: 0,
  marginRight: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** 'Showing 10 of 60 jobs' and 'Show more jobs', centred under the list. */
export const more = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.xl,
  color: vars.color.textMuted,
});

/** The skills the job requires, on one wrapping line under the description. */
export const skills = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const skillsLabel = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
});

/** 'You have {k} of {n} skills': the reader's own line, set apart from the job's facts. */
export const match = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.onSuccessSubtle,
});
