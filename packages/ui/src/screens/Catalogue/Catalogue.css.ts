import { globalStyle, style } from '@vanilla-extract/css';
import { cardGrid } from '../../theme/utilities.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** Phones: search on its own row, Filters beside Sort under it. From md: one row. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'end',
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto 14rem' },
  },
});

export const searchField = style({
  gridColumn: '1 / -1',
  '@media': { [media.md]: { gridColumn: 'auto' } },
});

/** The Filters toggle sits on the fields' baseline (their labels are above them). */
export const filtersToggle = style({ justifySelf: 'start' });

export { chipGroup as chips } from '../../theme/utilities.css';

export const chipsLegend = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  marginBottom: vars.space.sm,
  padding: 0,
});

export const summary = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** One column on phones, two from sm, three from lg (as on Home). */
export const grid = style([
  cardGrid,
  {
    '@media': {
      [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
]);

export const gridItem = style({ display: 'flex' });

globalStyle(`${gridItem} > *`, { flexGrow: 1 });

/** While the next page loads the current one stays, dimmed, so nothing jumps. */
export const stale = style({ opacity: 0.6, transition: 'opacity 150ms' });

export const pager = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const pageNumber = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** At the 3-course limit: one explanation for every disabled Enroll button on the page. */
export const limitNotice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.onWarningSubtle,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

/** 'Courses teaching {skill}' and its clear button: one row, wrapping on phones. */
export const skillFilter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
});

export const skillName = style({ overflowWrap: 'anywhere' });
