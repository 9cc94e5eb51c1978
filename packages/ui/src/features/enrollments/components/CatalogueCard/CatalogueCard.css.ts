import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';

/** Seats left and View Details, under the card's text. */
export const cardMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const seats = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const seatsFull = style({ color: vars.color.danger, fontWeight: vars.font.weight.semibold });

export const detailsLink = style({
  color: vars.color.primary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
