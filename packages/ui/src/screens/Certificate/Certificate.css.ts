import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { readingPage } from '../../theme/utilities.css';

export const page = style([readingPage]);

/** The print and credential controls: on screen only (the printout is the certificate alone). */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  '@media': { print: { display: 'none' } },
});

/** The verification panel: on screen only. */
export const verification = style({
  '@media': { print: { display: 'none' } },
});
