import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const meta = style({ color: vars.color.textMuted });
