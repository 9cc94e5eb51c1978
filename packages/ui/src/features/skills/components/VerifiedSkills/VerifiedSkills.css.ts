import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';

/** Three chip-sized placeholders in a row, as the chips will sit. */
export const placeholder = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const empty = style({ margin: 0, color: vars.color.textMuted });
