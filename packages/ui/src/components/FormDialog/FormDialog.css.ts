import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.md,
});

/** The form inside: its fields one under another, as spaced as the dialog's own parts. */
globalStyle(`${fields} > form`, { display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** Two short fields side by side from sm (Company and Location, Salary and Job Type). */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

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
