import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { countBadge, iconTarget } from '../../../../theme/utilities.css';

export const bell = style([
  iconTarget,
  {
    position: 'relative',
    color: vars.color.text,
    textDecoration: 'none',
    ':hover': { background: vars.color.surfaceMuted },
    ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    selectors: { '&[aria-current="page"]': { color: vars.color.primary } },
  },
]);

export const count = style([countBadge, { top: '2px', right: '0' }]);

/** In a menu of text links: the bell, 'Notifications' and the count on one line. */
export const withText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const inlineCount = style([count, { position: 'static', display: 'inline-block' }]);
