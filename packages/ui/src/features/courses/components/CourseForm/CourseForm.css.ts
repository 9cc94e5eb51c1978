import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { media } from '../../../../theme/tokens';
import { bareList } from '../../../../theme/utilities.css';

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

/** 'What learners will learn': a group of numbered lines, each with its Remove button. */
export { fieldsetColumn as outcomes } from '../../../../theme/utilities.css';

/** As a field's label (TextField.css.ts). */
export const outcomesLegend = style({
  padding: 0,
  fontWeight: vars.font.weight.semibold,
});

export const outcomesHint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const outcomeList = style([
  bareList,
  { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
]);

/** The field takes the width; the Remove button sits level with the input, not the label. */
export const outcome = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const outcomeText = style({ flex: 1, minWidth: 0 });
