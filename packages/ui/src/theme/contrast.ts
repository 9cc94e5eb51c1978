import { themeColors, type ColorName, type ThemeName } from './tokens';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(parseInt(part, 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Every text-on-background pair the components use; each must reach AA for body text (4.5:1). */
export const TEXT_PAIRS: readonly { foreground: ColorName; background: ColorName; use: string }[] =
  [
    { foreground: 'text', background: 'background', use: 'Body text on the page' },
    { foreground: 'text', background: 'surface', use: 'Text on cards and dialogs' },
    { foreground: 'textMuted', background: 'surface', use: 'Secondary text on cards' },
    { foreground: 'textMuted', background: 'background', use: 'Secondary text on the page' },
    { foreground: 'textMuted', background: 'surfaceMuted', use: 'Secondary text on muted panels' },
    { foreground: 'onPrimary', background: 'primary', use: 'Primary buttons' },
    { foreground: 'onPrimary', background: 'primaryHover', use: 'Primary buttons, hovered' },
    { foreground: 'primary', background: 'surface', use: 'Outline buttons, links' },
    { foreground: 'primary', background: 'primarySubtle', use: 'Outline buttons, hovered' },
    { foreground: 'onSecondary', background: 'secondary', use: 'Secondary buttons' },
    { foreground: 'secondary', background: 'surfaceMuted', use: 'Icons on muted tiles' },
    { foreground: 'onDanger', background: 'danger', use: 'Danger buttons' },
    { foreground: 'danger', background: 'surface', use: 'Error messages' },
    { foreground: 'dangerHover', background: 'dangerSubtle', use: 'Danger badges' },
    { foreground: 'onPrimarySubtle', background: 'primarySubtle', use: 'Badges, active nav link' },
    { foreground: 'onSuccessSubtle', background: 'successSubtle', use: 'Success badges' },
    { foreground: 'onWarningSubtle', background: 'warningSubtle', use: 'Warning badges' },
    { foreground: 'onInverse', background: 'inverseSurface', use: 'Footer text, tooltips' },
    { foreground: 'inverseLink', background: 'inverseSurface', use: 'Footer links' },
    {
      foreground: 'onHero',
      background: 'inverseSurface',
      use: 'Hero text on its scrim (lower bound)',
    },
  ];

/**
 * Colours that are not text but must be seen (WCAG 1.4.11 non-text contrast, 3:1): the focus ring
 * and the borders that outline form fields, on the backgrounds they sit on.
 */
export const NON_TEXT_PAIRS: readonly {
  foreground: ColorName;
  background: ColorName;
  use: string;
}[] = [
  { foreground: 'focus', background: 'background', use: 'Focus ring on the page' },
  { foreground: 'focus', background: 'surface', use: 'Focus ring on cards and dialogs' },
  { foreground: 'borderStrong', background: 'surface', use: 'Form field borders' },
  { foreground: 'borderStrong', background: 'background', use: 'Form field borders on the page' },
];

export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

export interface PairResult {
  foreground: ColorName;
  background: ColorName;
  use: string;
  ratio: number;
  /** The ratio WCAG AA asks of this pair. */
  required: number;
}

/** Every listed pair of one theme with its contrast ratio and the ratio it needs. */
export function themePairs(theme: ThemeName): PairResult[] {
  const colors = themeColors[theme];
  const measure = (pairs: typeof TEXT_PAIRS, required: number) =>
    pairs.map((pair) => ({
      ...pair,
      ratio: contrastRatio(colors[pair.foreground], colors[pair.background]),
      required,
    }));
  return [...measure(TEXT_PAIRS, AA_TEXT), ...measure(NON_TEXT_PAIRS, AA_NON_TEXT)];
}
