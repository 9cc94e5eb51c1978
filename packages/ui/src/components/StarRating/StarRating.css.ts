import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const legend = style({
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const stars = style({ display: 'inline-flex', gap: vars.space.xs });

/** The radio itself stays in the page (keyboard, screen readers) but takes no room. */
export const input = style({
  position: 'absolute',
  opacity: 0,
  width: '1px',
  height: '1px',
  margin: 0,
});

export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 44 px: a comfortable touch target (WCAG 2.5.8 asks 24).
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  color: vars.color.borderStrong,
  cursor: 'pointer',
  selectors: {
    [`${input}:focus-visible + &`]: {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    [`${input}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const filled = style({ color: vars.color.primary });

export const display = style({
  display: 'inline-flex',
  gap: '2px',
  color: vars.color.borderStrong,
  verticalAlign: 'middle',
});
