import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const themeRoot = style({
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});
