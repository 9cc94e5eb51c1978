/**
 * Raw design tokens. Components never read these directly; they read the `vars` contract
 * so a theme can swap every value at once. Colours are chosen for WCAG AA: every text/background
 * pair used by a component is listed in the Foundations/Colours story with its contrast ratio.
 */
export const breakpoints = {
  /** Below `sm` is the "small" (phone) layout. */
  sm: 640,
  md: 768,
  lg: 1024,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries for vanilla-extract `@media` blocks (mobile first). */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** The colour roles every theme fills in: `lightColors` defines the names, other themes reuse them. */
export const lightColors = {
  primary: '#4338ca',
  primaryHover: '#3730a3',
  onPrimary: '#ffffff',
  primarySubtle: '#e0e7ff',
  onPrimarySubtle: '#312e81',
  secondary: '#0f766e',
  secondaryHover: '#115e59',
  onSecondary: '#ffffff',
  background: '#f8fafc',
  surface: '#ffffff',
  surfaceMuted: '#f1f5f9',
  text: '#0f172a',
  textMuted: '#475569',
  border: '#cbd5e1',
  borderStrong: '#64748b',
  focus: '#2563eb',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  onDanger: '#ffffff',
  dangerSubtle: '#fee2e2',
  success: '#15803d',
  successSubtle: '#dcfce7',
  onSuccessSubtle: '#14532d',
  warningSubtle: '#fef3c7',
  onWarningSubtle: '#78350f',
  inverseSurface: '#0f172a',
  onInverse: '#e2e8f0',
  inverseLink: '#c7d2fe',
  overlay: 'rgba(15, 23, 42, 0.6)',
  heroScrim: 'rgba(15, 23, 42, 0.72)',
  onHero: '#ffffff',
} as const;

/**
 * The dark theme: the same roles, re-chosen for a dark page rather than inverted. Surfaces get
 * lighter as they rise (page, card, muted panel), accents are lighter tints so they work both as
 * text on a surface and as a fill under dark text, and every pair in `TEXT_PAIRS` still reaches AA.
 */
export const darkColors = {
  primary: '#a5b4fc',
  primaryHover: '#c7d2fe',
  onPrimary: '#1e1b4b',
  primarySubtle: '#312e81',
  onPrimarySubtle: '#e0e7ff',
  secondary: '#5eead4',
  secondaryHover: '#99f6e4',
  onSecondary: '#042f2e',
  background: '#0b1120',
  surface: '#151e31',
  surfaceMuted: '#1e293b',
  text: '#f1f5f9',
  textMuted: '#a3b1c6',
  border: '#334155',
  borderStrong: '#8291a8',
  focus: '#7cb4ff',
  danger: '#fca5a5',
  dangerHover: '#fecaca',
  onDanger: '#450a0a',
  dangerSubtle: '#3f1214',
  success: '#4ade80',
  successSubtle: '#0f2e1c',
  onSuccessSubtle: '#bbf7d0',
  warningSubtle: '#3a2708',
  onWarningSubtle: '#fde68a',
  inverseSurface: '#020617',
  onInverse: '#e2e8f0',
  inverseLink: '#c7d2fe',
  overlay: 'rgba(2, 6, 23, 0.72)',
  heroScrim: 'rgba(2, 6, 23, 0.72)',
  onHero: '#ffffff',
} as const satisfies Record<keyof typeof lightColors, string>;

export type ColorName = keyof typeof lightColors;

/** The themes a reader can choose; both fill in the same contract. */
export const themeColors = { light: lightColors, dark: darkColors } as const;
export type ThemeName = keyof typeof themeColors;

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
  huge: '64px',
} as const;

export const radius = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  full: '9999px',
} as const;

export const font = {
  family: {
    // Inter ships with the package (theme/fonts.css, latin subset), so every machine and every
    // screenshot uses the same glyphs and real 500/600 weights; the system stack only covers the
    // moment before it loads (`font-display: swap`) and characters outside the subset.
    body: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    heading:
      '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '2rem',
    display: '2.5rem',
  },
  weight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.2',
    normal: '1.5',
  },
} as const;

export const shadow = {
  none: 'none',
  sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
  md: '0 4px 12px rgba(15, 23, 42, 0.12)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
} as const;

/** On a dark page a soft shadow vanishes: darker and tighter, with elevation also in the surface. */
export const darkShadow = {
  none: 'none',
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.55)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.65)',
} as const satisfies Record<keyof typeof shadow, string>;

export const zIndex = {
  base: '0',
  sticky: '100',
  dropdown: '200',
  overlay: '300',
  dialog: '400',
  toast: '500',
} as const;
