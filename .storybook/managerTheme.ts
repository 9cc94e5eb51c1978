import { create } from 'storybook/theming';
import { lightColors, radius } from '@edugate/ui/theme/tokens';

/** Storybook's own chrome in EduGate's colours, with the logo in the sidebar. */
export const managerTheme = create({
  base: 'light',
  brandTitle: 'EduGate design system',
  brandUrl: './',
  brandImage: './brand/edugate.svg',
  brandTarget: '_self',

  colorPrimary: lightColors.primary,
  colorSecondary: lightColors.primary,

  appBg: lightColors.background,
  appContentBg: lightColors.surface,
  appPreviewBg: lightColors.background,
  appBorderColor: lightColors.border,
  appBorderRadius: Number.parseInt(radius.md, 10),

  textColor: lightColors.text,
  textMutedColor: lightColors.textMuted,
  textInverseColor: lightColors.onPrimary,

  barBg: lightColors.surface,
  barTextColor: lightColors.textMuted,
  barSelectedColor: lightColors.primary,
  barHoverColor: lightColors.primaryHover,

  inputBg: lightColors.surface,
  inputBorder: lightColors.borderStrong,
  inputTextColor: lightColors.text,
  inputBorderRadius: Number.parseInt(radius.sm, 10),
});
