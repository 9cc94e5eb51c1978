import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.family.heading,
  lineHeight: vars.font.lineHeight.tight,
  margin: 0,
});

globalStyle('p', { margin: 0 });

globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

// Honour the reader's motion preference everywhere, including third-party widgets.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});

// A host (Storybook under test, visual snapshots) can freeze all motion for identical renders.
globalStyle(
  'html[data-motion="off"] *, html[data-motion="off"] *::before, html[data-motion="off"] *::after',
  {
    animation: 'none !important',
    transition: 'none !important',
    caretColor: 'transparent',
  },
);
