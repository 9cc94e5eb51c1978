import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const viewport = style({
  // Bottom corner: at the top a toast covered the account menu (wide) and the logo and Menu
  // button (375 px) for seconds, just when a person looks there next.
  position: 'fixed',
  bottom: 0,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(380px, 100vw)',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  zIndex: vars.zIndex.toast,
  outline: 'none',
});

export const root = recipe({
  base: {
    display: 'grid',
    // Icon, text, close button.
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderLeft: '6px solid',
  },
  variants: {
    // The stripe, the icon and its colour say which kind of news it is; the icon's shape says it
    // without colour too.
    tone: {
      info: { borderLeftColor: vars.color.primary },
      success: { borderLeftColor: vars.color.success },
      error: { borderLeftColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { gridColumn: '1 / 2', gridRow: '1 / 3', display: 'flex', flexShrink: 0 },
  variants: {
    tone: {
      info: { color: vars.color.primary },
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const title = style({
  gridColumn: '2 / 3',
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
});

export const description = style({
  gridColumn: '2 / 3',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const action = style({
  gridColumn: '2 / 3',
  justifySelf: 'start',
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const close = style({
  gridColumn: '3 / 4',
  gridRow: '1 / 2',
  display: 'flex',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
});
