import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList } from '../../theme/utilities.css';

export const list = style([
  bareList,
  { display: 'flex', flexDirection: 'column', gap: vars.space.md },
]);

/** Title, company and facts on the left; Closed and the toggle on the right, or below on a phone. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 20rem',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const company = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const side = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
