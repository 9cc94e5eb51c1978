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
      page: 'certificate',
      // The A4 landscape sheet, whatever the screen's layout was.
      position: 'fixed',
      inset: 0,
      justifyContent: 'center',
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

/** While printing a page that holds a certificate, nothing but the certificate shows. */
globalStyle(`body:has(${document}) *`, {
  '@media': { print: { visibility: 'hidden' } },
});
globalStyle(`${document}, ${document} *`, {
  '@media': { print: { visibility: 'visible' } },
});
