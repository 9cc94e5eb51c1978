import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toolbarRow } from '../../theme/utilities.css';

/** The note after a save: what was added and the way to it, until the next save. */
export const added = style([
  toolbarRow,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderLeft: `4px solid ${vars.color.success}`,
    backgroundColor: vars.color.successSubtle,
    color: vars.color.onSuccessSubtle,
  },
]);

export const addedText = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
