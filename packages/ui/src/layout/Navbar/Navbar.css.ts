import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, countBadge, listColumn } from '../../theme/utilities.css';
import { vars } from '../../theme/contract.css';
import { breakpoints, media } from '../../theme/tokens';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

const LOGO_SIZE = '60px';
/** Long names and e-mails wrap in the name tip and the account menu at this width. */
const POPUP_MAX_WIDTH = '22rem';

/**
 * The bar stays on top while the page scrolls, so whatever the browser scrolls into view (a field
 * reached with Tab, an #anchor, a job revealed by 'Show more jobs') must stop below it, never
 * under it (WCAG 2.4.11): the bar's height (logo, padding, border) and a little air.
 */
globalStyle('html', {
  scrollPaddingTop: `calc(${LOGO_SIZE} + 3 * ${vars.space.sm} + 1px)`,
});

export const bar = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.xl,
  borderRadius: vars.radius.md,
});

export const logo = style({ width: LOGO_SIZE, height: LOGO_SIZE });

export const desktopNav = style({
  display: 'none',
  '@media': { [media.lg]: { display: 'block' } },
});

export const desktopLinks = style([
  bareList,
  { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs },
]);

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const end = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const authButtons = style({
  display: 'none',
  gap: vars.space.sm,
  '@media': { [media.sm]: { display: 'flex' } },
});

export const menuToggle = style({
  display: 'inline-flex',
  flexShrink: 0,
  '@media': { [media.lg]: { display: 'none' } },
});

// A flex item may shrink below its size: on a crowded phone bar the icon was squeezed to a dot.
globalStyle(`${menuToggle} svg`, { flexShrink: 0 });

export const mobilePanel = style({
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  padding: vars.space.lg,
  '@media': { [media.lg]: { display: 'none' } },
});

export const mobileLinks = listColumn.xs;

export const mobileAuth = style({
  display: 'flex',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  '@media': { [media.sm]: { display: 'none' } },
});

/**
 * On a phone the picture sits mid-bar, so a popup hung from it would run off the left edge with a
 * long name: there it hangs from the (sticky, hence positioned) header, across the bar's width.
 */
export const profile = style({
  position: 'static',
  '@media': { [media.sm]: { position: 'relative' } },
});

/** Where the name tip and the account menu sit: across the bar on a phone, under the picture above. */
const popupPlacement = {
  left: vars.space.lg,
  right: vars.space.lg,
  overflowWrap: 'anywhere',
  '@media': {
    [media.sm]: { left: 'auto', right: 0, width: 'max-content', maxWidth: POPUP_MAX_WIDTH },
  },
} as const;

export const avatarButton = style({
  display: 'block',
  padding: 0,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  cursor: 'pointer',
  width: '44px',
  height: '44px',
  overflow: 'hidden',
});

/** The profile picture's size and shape, empty: its place while the session is checked. */
export const avatarPlaceholder = style({
  display: 'block',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
});

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const avatarInitials = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.bold,
  '::before': { content: 'attr(data-initials)' },
});

/** The name shown while the pointer rests on (or focus is on) the picture. */
export const nameTip = style({
  ...popupPlacement,
  position: 'absolute',
  top: 'calc(100% + 6px)',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.inverseSurface,
  color: vars.color.onInverse,
  fontSize: vars.font.size.sm,
  pointerEvents: 'none',
});

export const profileMenu = style({
  ...popupPlacement,
  position: 'absolute',
  top: 'calc(100% + 8px)',
  minWidth: '220px',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.dropdown,
});

export const profileName = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const profileEmail = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/*
 * Signed in on a phone the bar holds the logo and name, the theme switch, the picture and Menu:
 * at 375 px they fit only with tighter spacing (before, the name ran under the theme switch).
 * Signed out, with room to spare, the bar keeps its usual spacing.
 */
const signedInBar = `${bar}:has(${profile})`;
const belowSm = `screen and (max-width: ${breakpoints.sm - 0.02}px)`;
globalStyle(signedInBar, {
  '@media': { [belowSm]: { gap: vars.space.sm, paddingInline: vars.space.md } },
});
globalStyle(`${signedInBar} ${end}`, { '@media': { [belowSm]: { gap: vars.space.xs } } });
globalStyle(`${signedInBar} ${menuToggle}`, {
  '@media': { [belowSm]: { paddingInline: vars.space.sm } },
});

/**
 * The profile menu's links, between the name and Logout: one column whose links are all the same
 * distance apart, whichever group (nav) each belongs to.
 */
export const profileGroups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
});

/** One group of the menu's links (a nav landmark), spaced as the groups are. */
export const profileLinks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const profileLink = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
  },
});

/*
 * Notifications. From `sm` the bell sits in the bar; below it the bar has no room left
 * at 375 px (see above), so the bell is the first link of the Menu panel and the Menu button
 * carries the unread count.
 */
export const barBell = style({
  display: 'none',
  '@media': { [media.sm]: { display: 'inline-flex' } },
});

export const menuBellItem = style({
  marginBottom: vars.space.xs,
  '@media': { [media.sm]: { display: 'none' } },
});

export const menuToggleWrap = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  '@media': { [media.lg]: { display: 'none' } },
});

export const menuCount = style([
  countBadge,
  {
    top: '-6px',
    right: '-6px',
    pointerEvents: 'none',
    '@media': { [media.sm]: { display: 'none' } },
  },
]);
