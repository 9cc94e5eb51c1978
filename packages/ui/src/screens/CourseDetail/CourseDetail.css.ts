import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** Image beside the text from md; one under the other on phones. */
export const hero = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  // The title, description and instructor are the author's: a word wider than the column breaks.
  overflowWrap: 'anywhere',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
});

export const heroImage = style({
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
});

export const title = style({
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.lg });

export const heroFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const heroFact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const seatsLine = style({ fontWeight: vars.font.weight.semibold });

export const note = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** What You'll Learn beside the side panels from lg. */
export const body = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const panelTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  marginBottom: vars.space.md,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const detailLabel = style({ color: vars.color.textMuted });

export const detailValue = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  textAlign: 'end',
});

/** A second line under a detail's value (the outline's length under the duration). */
export const detailNote = style({
  display: 'block',
  fontWeight: vars.font.weight.regular,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const learnList = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** An author's outcome may be one unbroken word of 120 characters: it wraps anywhere. */
export const learnItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});

export const learnIcon = style({ color: vars.color.success, flexShrink: 0, marginTop: '2px' });

export const limitNote = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.onWarningSubtle,
  fontSize: vars.font.size.sm,
});

export const page = style({
  paddingBlock: vars.space.xl,
  '@media': { [media.md]: { paddingBlock: vars.space.xxl } },
});

export const notFound = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxxl,
});

/** The same round icon as EmptyState's. */
export { icon as notFoundIcon } from '../../components/EmptyState/EmptyState.css';

export const notFoundTitle = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
});

/** A section's heading with its summary and an action on one wrapping line. */
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  marginBottom: vars.space.md,
});

// The heading sits in the row; the row's own margin spaces it from what follows.
globalStyle(`${sectionHead} > ${panelTitle}`, { marginBottom: 0 });

export const sectionSummary = style({
  flex: '1 1 auto',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** The learner's way into the course and their progress, under the enrol button. */
export const learning = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '32rem',
});

export const learningProgress = style({ flex: '1 1 12rem' });

/** A link in a sentence of the sidebar (a finished course's certificate). */
export const inlineLink = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  fontWeight: vars.font.weight.semibold,
});
