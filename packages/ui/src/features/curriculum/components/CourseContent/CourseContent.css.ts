import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { bareList } from '../../../../theme/utilities.css';

export const sections = style([
  bareList,
  { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
]);

export const section = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  cursor: 'pointer',
  fontWeight: vars.font.weight.semibold,
  background: vars.color.surfaceMuted,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms ease',
  selectors: { [`details[open] > ${summary} > &`]: { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const sectionTitle = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const sectionMeta = style({
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const lessons = style([bareList]);

export const lesson = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  minHeight: '44px',
  color: vars.color.text,
});

export const current = style({
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontWeight: vars.font.weight.semibold,
});

export const lessonTitle = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const lessonLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    // The whole row is the link's target.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

export const linkedRow = style({ position: 'relative' });

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const previewTag = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  // On the current lesson's tinted row, the row's own colour keeps the contrast.
  selectors: { [`${current} &`]: { color: 'inherit' } },
});

export const tick = style({ color: vars.color.success });

export const kind = style({ display: 'inline-flex', color: vars.color.textMuted, flexShrink: 0 });
