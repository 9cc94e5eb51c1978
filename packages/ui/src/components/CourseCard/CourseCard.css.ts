import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  backgroundColor: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const fallbackImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  padding: vars.space.xl,
});

export const badge = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  flexGrow: 1,
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const description = style({
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  // Always two lines' room, so a short description does not make its card (or placeholder) differ.
  minHeight: '2lh',
});

export const meta = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const fact = style({ display: 'flex', gap: vars.space.xs });

export const factLabel = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const factValue = style({ margin: 0 });

/**
 * Date, facts and the button, pinned to the bottom of the card: in a grid row the cards are
 * equally tall, so 'Added:' lines and buttons line up even when one title wraps.
 */
export const footer = style({
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** Placeholders (CourseCardSkeleton): the same boxes as the real parts. */
export const skeletonMedia = style({ borderRadius: 0 });

/** The title's line box: headings set a tight line height globally, a div does not. */
export const skeletonTitle = style([title, { lineHeight: vars.font.lineHeight.tight }]);

export const skeletonDescription = style([description, { display: 'block' }]);

/** As tall as a medium Button (its min-height and border). */
export const skeletonButton = style({ height: '40px' });

/** One text line high (the icon is smaller than the line), as its skeleton line. */
export const ratingLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
