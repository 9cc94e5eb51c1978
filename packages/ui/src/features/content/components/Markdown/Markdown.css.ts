import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';

/** Long-form text: a comfortable measure, space between blocks, headings a step apart. */
export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '68ch',
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

globalStyle(`${prose} h2`, {
  marginTop: vars.space.lg,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

globalStyle(`${prose} h3`, {
  marginTop: vars.space.sm,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
});

globalStyle(`${prose} ul, ${prose} ol`, {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // The column's gap spaces blocks; a list's own margins would double it.
  margin: 0,
  paddingInlineStart: vars.space.xl,
});

globalStyle(`${prose} ul`, { listStyle: 'disc' });
globalStyle(`${prose} ol`, { listStyle: 'decimal' });

globalStyle(`${prose} a`, {
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});
