import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A quiet dash where nothing was attached: the stacked row keeps its label beside a value. */
export const none = style({ color: vars.color.textMuted });

/** As narrow as its words: long course titles wrap, so the table keeps its frame's width. */
export const certificatesCell = style({ minWidth: 0, maxWidth: '20rem' });
