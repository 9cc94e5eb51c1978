import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const wrap = style({ overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });

export const jobStatus = style({ margin: `0 0 ${vars.space.md}` });

export const letterCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  maxWidth: '32rem',
  // In a table a letter keeps a readable width; stacked below sm it takes what the card has.
  minWidth: 0,
  '@media': { [media.sm]: { minWidth: '16rem' } },
});

/** An address breaks at its <wbr>s (after '@', before '.'); mid-word only if a part cannot fit. */
export const email = style({ overflowWrap: 'break-word', wordBreak: 'normal' });

/** The first two lines only, as the spec asks; 'Show more' lifts the clamp. */
export const letterClamped = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
globalStyle(`${letterClamped} > p`, { display: 'inline', margin: 0 });

/** The whole letter: its paragraphs apart, the line breaks inside them kept. */
export const letterOpen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});
globalStyle(`${letterOpen} > p`, { margin: 0, whiteSpace: 'pre-line' });

export const select = style({
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: '44px',
});

/** 'Sort by' above the table, as wide as its longest choice. */
export const sort = style({ marginBottom: vars.space.md, maxWidth: '16rem' });

/** As narrow as its words: titles wrap anywhere, so the table fits 1280 px with a letter. */
export const certificatesCell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const skillsMatched = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
