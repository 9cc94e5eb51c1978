import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { bareList } from '../../../../theme/utilities.css';

export const sections = style([
  bareList,
  { display: 'flex', flexDirection: 'column', gap: vars.space.lg },
]);

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  position: 'relative',
  selectors: { '&[data-dragging]': { zIndex: 1, boxShadow: vars.shadow.lg } },
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  flex: '1 1 12rem',
  minWidth: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const lessons = style([
  bareList,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    borderRadius: vars.radius.md,
    // A lesson dragged over another section's list: the section it goes into.
    selectors: { '&[data-over]': { outline: `2px dashed ${vars.color.primary}` } },
  },
]);

export const lesson = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  position: 'relative',
  selectors: { '&[data-dragging]': { zIndex: 1, boxShadow: vars.shadow.md } },
});

export const lessonTitle = style({ flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere' });

export const kind = style({ display: 'inline-flex', color: vars.color.textMuted });

export const meta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const preview = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.secondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
});

/** Pointer-only: a keyboard moves items with Move up and Move down. */
export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '36px',
  color: vars.color.textMuted,
  cursor: 'grab',
  touchAction: 'none',
  flexShrink: 0,
  selectors: { '&:active': { cursor: 'grabbing' } },
});

export const renameForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const grow = style({ flex: '1 1 14rem', minWidth: 0 });

/** An empty section's list: a place to drop a lesson, and says it has none. */
export const noLessons = style({
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
