import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  width: '100%',
  maxWidth: '960px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

/** The print button: on screen only (the printout is the certificate alone). */
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { print: { display: 'none' } },
});
