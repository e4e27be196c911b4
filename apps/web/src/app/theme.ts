import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import { BREAKPOINTS, FONT_WEIGHTS, TOOLTIP_COLOR } from '@portal/contract';

/**
 * Mantine's light variant given a shade (`color="gray.9"`) fills the element with that shade and
 * writes its text in the colour's shade 9: dark text on the same dark fill, 1:1 (the product
 * form badges were unreadable). Here light always means the colour's light tint, with the text in
 * the shade named, so a dark shade reads as dark text on a pale ground (`badge-contrast.test.ts`
 * checks every badge for WCAG AA).
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (input.variant !== 'light' || !parsed.isThemeColor || parsed.shade === undefined) {
    return resolved;
  }
  return {
    ...resolved,
    background: `var(--mantine-color-${parsed.color}-light)`,
    hover: `var(--mantine-color-${parsed.color}-light-hover)`,
    color: `var(--mantine-color-${parsed.color}-${parsed.shade})`,
  };
};

/** A max-width breakpoint of SPEC §9 as the min-width where the next size starts, in em. */
const from = (maxWidthPx: number) => `${(maxWidthPx + 1) / 16}em`;

/**
 * SPEC §9 gives max-width breakpoints 479, 767, 991, 1199, 1399, 1699, 1949. Mantine's are
 * min-widths, so `sm` (768px) is where the desktop layout starts and everything below is the
 * mobile layout; `md` (992px) is the "medium width" from which the role name shows. The same
 * values are in postcss.config.js for CSS modules.
 */
export const theme: MantineThemeOverride = createTheme({
  breakpoints: {
    xs: from(BREAKPOINTS.xxs),
    sm: from(BREAKPOINTS.xs),
    md: from(BREAKPOINTS.sm),
    lg: from(BREAKPOINTS.md),
    xl: from(BREAKPOINTS.lg),
    xxl: from(BREAKPOINTS.xl),
    xxxl: from(BREAKPOINTS.xxl),
  },
  fontWeights: {
    thin: String(FONT_WEIGHTS.thin),
    light: String(FONT_WEIGHTS.light),
    regular: FONT_WEIGHTS.normal,
    medium: String(FONT_WEIGHTS.medium),
    bold: FONT_WEIGHTS.bold,
    black: String(FONT_WEIGHTS.black),
  },
  primaryColor: 'blue',
  // Shade 6, Mantine's default, is 3.6:1 on white: too light for text (WCAG AA asks 4.5:1) and
  // for white text on a filled button. Shade 8 is 5:1, so links, buttons and badges pass.
  primaryShade: 8,
  variantColorResolver,
  defaultRadius: 'md',
  components: {
    // White on SPEC's orange is 2.2:1; autoContrast writes dark text on it (over 8:1).
    Tooltip: { defaultProps: { color: TOOLTIP_COLOR, autoContrast: true } },
  },
});

/**
 * Mantine's light-scheme dimmed text (gray 6, 3.3:1 on white) and error text (red 6, 3.3:1) are
 * below WCAG AA's 4.5:1; gray 7 (8:1) and red 9 (5.5:1) pass on white and on the light greys.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
