import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/tokens';

/** The form-level message ('All fields are required.', a failed save): one box above the fields. */
export const formError = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});

/** Cancel then submit; on phones both full width, the submit on top. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.md,
  '@media': {
    [media.sm]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});
