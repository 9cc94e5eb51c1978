import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.surfaceMuted,
    backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceMuted} 25%, ${vars.color.border} 50%, ${vars.color.surfaceMuted} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.6s ease-in-out infinite`,
    '@media': {
      // A still placeholder for readers who ask for less motion (and under test, where the host
      // turns all motion off).
      [media.reducedMotion]: { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      /**
       * One line of text in the surrounding font: as tall as the line box, drawn a little
       * shorter, so a placeholder line takes exactly the room the text will.
       */
      text: {
        // Padding, not margins: margins would collapse between lines and change the height.
        height: '1lh',
        paddingBlock: '0.15lh',
        backgroundClip: 'content-box',
        // Rounded ends survive the clip (a small radius would be eaten by the padding).
        borderRadius: vars.radius.full,
      },
      block: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'text' },
});
