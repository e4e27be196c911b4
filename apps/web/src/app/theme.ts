import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { BREAKPOINTS, FONT_WEIGHTS, TOOLTIP_COLOR } from '@portal/contract';

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
  defaultRadius: 'md',
  components: {
    Tooltip: { defaultProps: { color: TOOLTIP_COLOR } },
  },
});
