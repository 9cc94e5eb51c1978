import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { media } from '../../../../theme/tokens';

export const document = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  textAlign: 'center',
  background: vars.color.surface,
  color: vars.color.text,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.lg,
  boxShadow: `inset 0 0 0 6px ${vars.color.surface}, inset 0 0 0 7px ${vars.color.border}`,
  overflowWrap: 'anywhere',
  '@media': {
    [media.md]: { padding: `${vars.space.huge} ${vars.space.huge}` },
    print: {
      // In the normal flow, so the named A4 landscape page applies (Chromium gives a fixed or
      // absolute box no named page), sized to exactly that page so it never spills onto a second.
      page: 'certificate',
      breakInside: 'avoid',
      boxSizing: 'border-box',
      width: '297mm',
      height: '209mm',
      margin: 0,
      justifyContent: 'center',
      overflow: 'hidden',
      borderRadius: 0,
      borderWidth: '12px',
      boxShadow: 'none',
      background: '#ffffff',
      color: '#0f172a',
      printColorAdjust: 'exact',
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.primary,
});

export const heading = style({
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.md]: { fontSize: vars.font.size.display } },
});

export const statement = style({
  maxWidth: '46ch',
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.normal,
});

export const emphasis = style({ fontWeight: vars.font.weight.bold });

export const id = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.family.mono,
});

/**
 * While printing a page that holds a certificate, the certificate is all there is: every element
 * that neither is nor holds it leaves the layout (hidden elements would still take up pages), and
 * the ones that hold it lose their own spacing, so the certificate starts at the page's corner.
 */
globalStyle(`body:has(${document}) *:not(:has(${document})):not(${document}):not(${document} *)`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`body:has(${document}), body:has(${document}) *:has(${document})`, {
  '@media': {
    print: {
      display: 'block',
      margin: 0,
      padding: 0,
      border: 0,
      minHeight: 0,
      maxWidth: 'none',
      width: 'auto',
      background: 'none',
      boxShadow: 'none',
    },
  },
});
