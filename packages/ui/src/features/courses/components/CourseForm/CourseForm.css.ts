import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { media } from '../../../../theme/tokens';

/** The form-level message box: the same as a FormDialog's. */
export { formError } from '../../../../components/FormDialog/FormDialog.css';

/** Cancel then submit; on phones both full width, the submit on top. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.md,
  '@media': {
    [media.sm]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});
