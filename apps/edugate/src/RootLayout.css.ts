import { style } from '@vanilla-extract/css';

/** A screen tall, so the footer starts below the fold and does not move when the page arrives. */
export const pagePlaceholder = style({
  minHeight: '100vh',
});
