import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { bareList } from '../../theme/utilities.css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const company = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

/** Location, salary, type and posted date, then the action, in one panel. */
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [media.md]: { padding: vars.space.xl } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const factName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
globalStyle(`${factName} > svg`, { flexShrink: 0 });

export const factValue = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

/** 'This job is no longer accepting applications.', the whole width of the panel. */
export const closed = style({ width: '100%' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
});

/** As the poster wrote it: paragraphs and line breaks kept, long words wrapped. */
export const description = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const list = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

/** The required skills for a signed-in reader: one per row, held ticked, missing with a link. */
export const heldSkills = style([
  bareList,
  { display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 },
]);

export const heldSkill = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const held = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  fontWeight: vars.font.weight.medium,
  color: vars.color.onSuccessSubtle,
});

export const missing = style({ minWidth: 0 });

export const learn = style({ fontSize: vars.font.size.sm });
