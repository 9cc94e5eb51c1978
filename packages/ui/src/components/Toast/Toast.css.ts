import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const viewport = style({
  position: 'fixed',
  top: 0,
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
    gridTemplateColumns: '1fr auto',
    alignItems: 'start',
    gap: vars.space.sm,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderLeft: '6px solid',
  },
  variants: {
    tone: {
      info: { borderLeftColor: vars.color.primary },
      success: { borderLeftColor: vars.color.success },
      error: { borderLeftColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const title = style({
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
});

export const description = style({
  gridColumn: '1 / 2',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const close = style({
  gridColumn: '2 / 3',
  gridRow: '1 / 2',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.lg,
  lineHeight: 1,
});
