import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css';
import { media } from '../../../../theme/tokens';
import { listColumn, shrinkColumn } from '../../../../theme/utilities.css';

export const root = style([
  shrinkColumn.lg,
  { paddingTop: vars.space.xl, borderTop: `1px solid ${vars.color.border}` },
]);

/** Heading and count on one line, the sort below them on a phone and beside them from 640 px. */
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [media.sm]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
  },
});

/** As wide as its longest choice from 640 px, not the rest of the row. */
export const sort = style({ '@media': { [media.sm]: { flex: '0 0 auto' } } });

export const headingGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const form = shrinkColumn.sm;

export const formTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const list = style([listColumn.md, { minWidth: 0 }]);

export const question = style([
  shrinkColumn.sm,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  },
]);

export const byline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const writer = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** The longest title has 120 characters and perhaps no space: it wraps anywhere. */
export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** 'This question was deleted.' and 'Hidden by the instructor.' stand where the title was. */
export const standIn = style({ margin: 0, fontStyle: 'italic', color: vars.color.textMuted });

/** Empty when the reader may do nothing with a post (a hidden one): then it takes no room. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const answers = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.space.xxs} solid ${vars.color.border}`,
});

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The accepted answer: a thick success edge and the 'Accepted' badge, not colour alone. */
export const acceptedAnswer = style([
  answer,
  {
    paddingInlineStart: vars.space.sm,
    borderInlineStart: `${vars.space.xs} solid ${vars.color.success}`,
  },
]);

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
