import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';

/** 16:9 before the file's size is known, so nothing moves when it arrives. */
export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  background: vars.color.inverseSurface,
  borderRadius: vars.radius.md,
});
