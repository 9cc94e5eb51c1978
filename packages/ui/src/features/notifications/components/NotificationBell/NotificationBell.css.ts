import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  selectors: { '&[aria-current="page"]': { color: vars.color.primary } },
});

export const count = style({
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '20px',
  textAlign: 'center',
});

/** In a menu of text links: the bell, 'Notifications' and the count on one line. */
export const withText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const inlineCount = style([count, { position: 'static', display: 'inline-block' }]);
