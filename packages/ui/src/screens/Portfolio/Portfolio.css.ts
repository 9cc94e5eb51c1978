import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList, readingPage } from '../../theme/utilities.css';

export const page = style([readingPage]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

const avatar = {
  width: '96px',
  height: '96px',
  flexShrink: 0,
  borderRadius: '50%',
} as const;

export const photo = style({ ...avatar, objectFit: 'cover' });

export const initials = style({
  ...avatar,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.xl,
  '::before': { content: 'attr(data-initials)' },
});

export const name = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.xxl,
  // The longest names have no space to wrap at: they break anywhere rather than overflow.
  overflowWrap: 'anywhere',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.font.size.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const certificates = style([
  bareList,
  { display: 'flex', flexDirection: 'column', gap: vars.space.md },
]);

export const certificate = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const icon = style({ flexShrink: 0, color: vars.color.primary });

export const certificateText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const certificateLink = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});
