import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const page = style({
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

/** The course's title and progress above the lesson. */
export const courseBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const courseLink = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const courseProgress = style({ flex: '1 1 14rem', maxWidth: '22rem' });

/** One column on phones; the curriculum beside the lesson from md. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(16rem, 20rem) minmax(0, 1fr)' } },
});

/** The curriculum beside the lesson, from md; below md it is in the drawer. */
export const aside = style({
  display: 'none',
  '@media': {
    [media.md]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.md,
      position: 'sticky',
      top: vars.space.lg,
      maxHeight: `calc(100vh - ${vars.space.xxl})`,
      overflowY: 'auto',
    },
  },
});

export const asideTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const drawerButton = style({ '@media': { [media.md]: { display: 'none' } } });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const navigation = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const completedBanner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.successSubtle,
  color: vars.color.onSuccessSubtle,
  fontWeight: vars.font.weight.semibold,
});
