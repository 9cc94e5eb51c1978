import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { bareList } from '../../../../theme/utilities.css';

export const list = style([
  bareList,
  { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
]);

/**
 * A title and its badge: the badge follows the title's last line, never squeezed into it; a long
 * title wraps anywhere, so the list keeps to its column's width.
 */
export const item = style({ overflowWrap: 'anywhere' });
