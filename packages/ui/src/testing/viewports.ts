import { breakpoints } from '../theme/tokens';

/** One viewport per layout band of the theme's breakpoints. */
export const viewports = {
  small: {
    name: `Small (< ${breakpoints.sm}px)`,
    styles: { width: '375px', height: '740px' },
    type: 'mobile',
  },
  sm: {
    name: `sm (${breakpoints.sm}px)`,
    styles: { width: `${breakpoints.sm}px`, height: '900px' },
    type: 'mobile',
  },
  md: {
    name: `md (${breakpoints.md}px)`,
    styles: { width: `${breakpoints.md}px`, height: '1024px' },
    type: 'tablet',
  },
  lg: {
    name: `lg (${breakpoints.lg}px+)`,
    styles: { width: '1280px', height: '900px' },
    type: 'desktop',
  },
} as const;
