import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';

/** The page's heading and what sums the course up under it. */
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});
