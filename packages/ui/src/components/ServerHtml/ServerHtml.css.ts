import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** HTML the API rendered from Markdown: long-form text with code and tables. */
export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '72ch',
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

/** Declared after `article`, so its size and spacing win where both apply. */
export const compact = style({ fontSize: vars.font.size.md, gap: vars.space.sm });

globalStyle(`${article} > *`, { margin: 0 });

globalStyle(`${article} h1, ${article} h2`, {
  marginTop: vars.space.lg,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

globalStyle(`${article} h3, ${article} h4`, {
  marginTop: vars.space.sm,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

globalStyle(`${article} ul, ${article} ol`, {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.xl,
});
globalStyle(`${article} ul`, { listStyle: 'disc' });
globalStyle(`${article} ol`, { listStyle: 'decimal' });

globalStyle(`${article} a`, {
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});

globalStyle(`${article} code`, {
  fontFamily: vars.font.family.mono,
  fontSize: '0.9em',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.xxs}`,
});

globalStyle(`${article} pre`, {
  background: vars.color.inverseSurface,
  color: vars.color.onInverse,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  overflowX: 'auto',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  // A code line keeps its shape; the block scrolls instead of the page.
  overflowWrap: 'normal',
});

globalStyle(`${article} pre code`, {
  background: 'none',
  padding: 0,
  color: 'inherit',
  fontSize: 'inherit',
});

globalStyle(`${article} blockquote`, {
  borderInlineStart: `4px solid ${vars.color.border}`,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
});

globalStyle(`${article} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });

globalStyle(`${article} table`, {
  display: 'block',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.md,
  overflowWrap: 'normal',
});
globalStyle(`${article} th, ${article} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  textAlign: 'start',
});
globalStyle(`${article} th`, {
  background: vars.color.surfaceMuted,
  fontWeight: vars.font.weight.semibold,
});

globalStyle(`${article} hr`, {
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  width: '100%',
});
